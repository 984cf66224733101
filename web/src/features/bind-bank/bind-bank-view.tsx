import { type FormEvent, useState } from 'react';
import type { BankFormItem, CardInit, CardType } from '../../../../openapi/generated/model/index.ts';
import { useKeyboardOpen } from '../../lib/use-keyboard-open.ts';
import { Picker } from '../../ui/picker/picker.tsx';
import { Tabs, tabPanelProps } from '../../ui/tabs/tabs.tsx';
import { BankField } from './bank-field.tsx';
import { isShown, pickerOptions, startCardType, startChannel, startValues } from './bank-form.ts';
import { useBindAccount } from './use-bind-account.ts';

/** The screen's title (spec §2). */
export const BIND_BANK_TITLE = 'Payment account information';

/**
 * The dynamic bank form (spec §2 "Bind bank"): a card-type switch, the items the server sent for
 * the chosen card type and channel, and Next, which steps aside while the keyboard is up. Each card
 * type keeps its own channel, so switching back and forth loses nothing.
 */
export function BindBankView({ form }: { form: CardInit }) {
  const [cardType, setCardType] = useState<CardType>(() => startCardType(form));
  const [channels, setChannels] = useState<Record<number, string>>(() =>
    Object.fromEntries(form.cardTypes.map((tab) => [tab.cardType, startChannel(form, tab.cardType)])),
  );
  const [values, setValues] = useState<Record<string, string>>(() => startValues(form));
  const [picking, setPicking] = useState<BankFormItem | null>(null);
  const typing = useKeyboardOpen();
  const { submit, sending } = useBindAccount(form);

  const channel = channels[cardType] ?? '';
  const shown = form.items.filter((item) => isShown(item, cardType, channel));
  const currentValue = (item: BankFormItem) =>
    item.code === form.channelCode ? channel : (values[item.code] ?? '');
  const setValue = (item: BankFormItem, value: string) => {
    if (item.code === form.channelCode) setChannels((all) => ({ ...all, [cardType]: value }));
    else setValues((all) => ({ ...all, [item.code]: value }));
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit({ cardType, channel, values });
  };

  const tab = String(cardType);
  return (
    <main className={typing ? 'ui-page bind-bank' : 'ui-page ui-page--action-bar bind-bank'}>
      <form onSubmit={onSubmit} noValidate>
        <section className="ui-card">
          <h1 className="ui-title">{BIND_BANK_TITLE}</h1>
          {form.cardTypes.length > 1 && (
            <Tabs
              tabs={form.cardTypes.map((type) => ({ id: String(type.cardType), label: type.title }))}
              value={tab}
              onChange={(id) => setCardType(Number(id) === 2 ? 2 : 1)}
              label="Account type"
              idPrefix="card-type"
            />
          )}
        </section>
        <section className="ui-card bind-bank__fields" {...tabPanelProps('card-type', tab)}>
          {shown.map((item) => (
            <BankField
              key={`${item.code}-${item.cardTypeMi}-${item.channelNumber}`}
              item={item}
              value={currentValue(item)}
              onChange={(value) => setValue(item, value)}
              onPick={() => setPicking(item)}
            />
          ))}
        </section>
        {!typing && (
          <footer className="ui-action-bar">
            <button type="submit" className="btn btn--primary" disabled={sending} aria-busy={sending}>
              Next
            </button>
          </footer>
        )}
      </form>
      <Picker
        open={picking !== null}
        title={picking?.title ?? ''}
        options={picking ? pickerOptions(picking) : []}
        value={picking ? currentValue(picking) : ''}
        onConfirm={(value) => {
          if (picking) setValue(picking, value);
          setPicking(null);
        }}
        onCancel={() => setPicking(null)}
      />
    </main>
  );
}
