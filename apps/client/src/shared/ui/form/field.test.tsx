import { fireEvent, screen } from '@testing-library/dom';
import { act, useState } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { activateLanguage } from '../../i18n/i18n';
import { render } from '../../../test/render';
import { AmountField, CheckField, Field, PasswordField, PinField, Select, onlyDigits } from './index';

beforeAll(async () => {
  await activateLanguage('EN');
});

/** A field with its own state, to type into. */
function Controlled({ kind, initial = '' }: { kind: 'amount' | 'digits' | 'pin'; initial?: string }) {
  const [value, setValue] = useState(initial);
  if (kind === 'amount') return <AmountField label="Amount" value={value} onChange={setValue} symbol="₱" />;
  if (kind === 'pin') return <PinField label="PIN" value={value} onChange={setValue} />;
  return <Field label="Code" value={value} onChange={setValue} filter={onlyDigits} />;
}

const type = (el: HTMLElement, value: string) => act(async () => void fireEvent.change(el, { target: { value } }));

describe('Field', () => {
  it('names the input by its label only and links the hint and the error', async () => {
    await render(<Field label="Account name *" value="" onChange={() => undefined} hint="4 to 16 letters" error="Account name is required." />);
    const input = screen.getByLabelText('Account name *') as HTMLInputElement;
    expect(input.tagName).toBe('INPUT');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const described = input.getAttribute('aria-describedby')!.split(' ').map((id) => document.getElementById(id)?.textContent);
    expect(described).toEqual(['4 to 16 letters', 'Account name is required.']);
    // The error is not an alert: the form's FormError is its one alert.
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('has no error wiring while it is valid, and an id of its own', async () => {
    await render(
      <>
        <Field label="First" value="" onChange={() => undefined} />
        <Field label="Second" value="" onChange={() => undefined} />
      </>,
    );
    const [a, b] = [screen.getByLabelText('First'), screen.getByLabelText('Second')];
    expect(a.id).not.toBe(b.id);
    expect(a.hasAttribute('aria-invalid')).toBe(false);
    expect(a.hasAttribute('aria-describedby')).toBe(false);
  });

  it('puts start and end beside the input in one row', async () => {
    const { container } = await render(<Field label="Code" value="" onChange={() => undefined} start={<span>+63</span>} end={<button type="button">Get code</button>} />);
    const row = container.querySelector('.field-row')!;
    expect([...row.children].map((c) => c.tagName)).toEqual(['SPAN', 'INPUT', 'BUTTON']);
  });

  it('filters what is typed', async () => {
    await render(<Controlled kind="digits" />);
    const input = screen.getByLabelText('Code') as HTMLInputElement;
    await type(input, '12-ab 34');
    expect(input.value).toBe('1234');
  });

  it('a password can be shown and hidden when it is revealable', async () => {
    await render(<PasswordField label="Password" value="secret" onChange={() => undefined} revealable />);
    const input = screen.getByLabelText('Password') as HTMLInputElement;
    expect(input.type).toBe('password');
    const toggle = screen.getByRole('button', { name: 'Show' });
    await act(async () => void fireEvent.click(toggle));
    expect(input.type).toBe('text');
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    expect(toggle.textContent).toBe('Hide');
  });

  it('the payment password keeps six digits', async () => {
    await render(<Controlled kind="pin" />);
    const input = screen.getByLabelText('PIN') as HTMLInputElement;
    expect(input.type).toBe('password');
    expect(input.inputMode).toBe('numeric');
    await type(input, '12a34567');
    expect(input.value).toBe('123456');
  });

  it('a checkbox row reports its state and links its error', async () => {
    let checked = false;
    await render(<CheckField label="I accept the terms." checked={false} onChange={(c) => (checked = c)} error="Please accept the terms." />);
    const box = screen.getByLabelText('I accept the terms.');
    await act(async () => void fireEvent.click(box));
    expect(checked).toBe(true);
    expect(document.getElementById(box.getAttribute('aria-describedby')!)?.textContent).toBe('Please accept the terms.');
  });

  it('a select is named by its label, not its options', async () => {
    await render(<Select label="Bank" value="" onChange={() => undefined} placeholder="Choose a bank" options={[{ value: 'ICBC', label: 'ICBC' }]} />);
    const select = screen.getByLabelText('Bank') as HTMLSelectElement;
    expect(select.tagName).toBe('SELECT');
    expect([...select.options].map((o) => o.value)).toEqual(['', 'ICBC']);
  });
});

describe('AmountField', () => {
  it.each([
    ['150', '150'],
    ['1,234.567', '1234.56'],
    ['12.3.4', '12.34'],
    ['-50', '50'],
    ['abc', ''],
    ['.5', '.5'],
    ['1234567890123', '123456789012'],
  ])('typing %s keeps %s', async (typed, kept) => {
    await render(<Controlled kind="amount" />);
    const input = screen.getByLabelText('Amount') as HTMLInputElement;
    await type(input, typed);
    expect(input.value).toBe(kept);
  });

  it('shows the currency symbol in the box, outside the accessible name, with a decimal keypad', async () => {
    const { container } = await render(<Controlled kind="amount" />);
    const input = screen.getByLabelText('Amount') as HTMLInputElement;
    expect(input.inputMode).toBe('decimal');
    const symbol = container.querySelector('.field-money-symbol')!;
    expect(symbol.textContent).toBe('₱');
    expect(symbol.getAttribute('aria-hidden')).toBe('true');
  });
});
