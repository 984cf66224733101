// The legacy card flow's own messages: the spec's Chinese strings, exactly (spec §5, §8; DESIGN §10).

/** Committing without a chosen card. */
export const CARD_REQUIRED = '请先选择付款银行卡！';
/** Confirming with a code shorter than LEGACY_CODE_LENGTH. */
export const CODE_INVALID = '请输入正确的验证码';
/** The card list (repayment-way) could not be loaded: 'Failed to query card list'. */
export const CARD_LIST_FAILED = '查询银行卡列表失败';

/** Spec §9: legacy code length 6; SMS countdown 60 s. */
export const LEGACY_CODE_LENGTH = 6;
export const RESEND_SECONDS = 60;
