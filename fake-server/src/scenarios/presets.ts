/** One rule of a scenario: what an operation (or '*', every operation) answers while it is active. */
export interface ScenarioRule {
  operationId: string;
  code?: string;
  message?: string;
  /** 'slow' waits the slow-network delay (~3 s), 'hang' waits past the app's 60 s time-out. */
  delay?: 'slow' | 'hang';
}

export interface ScenarioPreset {
  name: string;
  description: string;
  rules: readonly ScenarioRule[];
}

/** The presets of the spec's error catalogue (spec §8, DESIGN §6). */
export const SCENARIO_PRESETS: readonly ScenarioPreset[] = [
  { name: 'none', description: 'Every call behaves normally.', rules: [] },
  {
    name: 'wrong-captcha',
    description:
      'get-sms answers 101 and register answers -1: the app shows the message and refreshes the captcha.',
    rules: [
      { operationId: 'getSms', code: '101', message: 'The picture captcha is wrong, please try again.' },
      { operationId: 'register', code: '-1', message: 'The picture captcha is wrong, please try again.' },
    ],
  },
  {
    name: 'already-registered',
    description: 'register answers 11: the app goes to the download page.',
    rules: [
      {
        operationId: 'register',
        code: '11',
        message: 'You have registered, please download the APP and log in directly!',
      },
    ],
  },
  {
    name: 'repay-twice',
    description: 'Legacy repayment-commit answers 800005 (do not submit repayment twice).',
    rules: [
      { operationId: 'repaymentCommit', code: '800005', message: 'Do not submit the repayment twice.' },
    ],
  },
  {
    name: 'wrong-code',
    description: 'Legacy repayment-confirm answers 800006 (wrong verification code).',
    rules: [{ operationId: 'repaymentConfirm', code: '800006', message: 'The verification code is wrong.' }],
  },
  {
    name: 'server-error',
    description: 'Every operation answers code 500 with a server message.',
    rules: [{ operationId: '*', code: '500', message: 'The server is busy, please try again later.' }],
  },
  {
    name: 'slow-network',
    description: 'Every call answers normally after about 3 s.',
    rules: [{ operationId: '*', delay: 'slow' }],
  },
  {
    name: 'timeout',
    description: "Every call hangs past the app's 60 s time-out, then answers normally.",
    rules: [{ operationId: '*', delay: 'hang' }],
  },
];

export function findPreset(name: string): ScenarioPreset | undefined {
  return SCENARIO_PRESETS.find((preset) => preset.name === name);
}
