import { fireEvent, screen } from '@testing-library/dom';
import { act } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/api-error';
import { activateLanguage } from '../../i18n/i18n';
import { i18n } from '../../i18n/translator';
import { render } from '../../../test/render';
import { Field, FormError, SubmitButton, useForm, type Problems } from './index';

beforeAll(async () => {
  await activateLanguage('EN');
  i18n.addResourceBundle('EN', { t_name_taken: 'This name is taken.', t_name_required: 'Enter a name.', t_refused: 'Refused by the server.' });
});

type Values = { name: string; email: string };

function TestForm(p: { validate?: (v: Values) => Problems<Values>; onSubmit: (v: Values) => unknown; onError?: (e: unknown) => void }) {
  const form = useForm<Values>({ initial: { name: '', email: '' }, ...p });
  return (
    <form onSubmit={form.submit} noValidate>
      <Field label="Name" {...form.field('name')} />
      <Field label="E-mail" {...form.field('email')} />
      <FormError>{form.error}</FormError>
      <SubmitButton busy={form.busy}>Save</SubmitButton>
    </form>
  );
}

const submit = () => act(async () => void fireEvent.click(screen.getByRole('button', { name: /Save|Please wait/ })));
const fill = (label: string, value: string) => act(async () => void fireEvent.change(screen.getByLabelText(label), { target: { value } }));
const errorOf = (label: string) => {
  const ids = screen.getByLabelText(label).getAttribute('aria-describedby');
  return ids ? document.getElementById(ids)?.textContent : undefined;
};

describe('useForm', () => {
  it('runs the client rules first: field messages, the first invalid field focused, no call', async () => {
    const onSubmit = vi.fn();
    await render(<TestForm validate={(v) => ({ name: v.name ? undefined : 'Enter a name.', email: v.email.includes('@') ? undefined : 'Bad e-mail.' })} onSubmit={onSubmit} />);
    await submit();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(errorOf('Name')).toBe('Enter a name.');
    expect(errorOf('E-mail')).toBe('Bad e-mail.');
    expect(document.activeElement).toBe(screen.getByLabelText('Name'));

    await fill('Name', 'Ann');
    await submit();
    expect(errorOf('Name')).toBeUndefined();
    expect(document.activeElement).toBe(screen.getByLabelText('E-mail'));
  });

  it('a rule that returns one message shows it as the form alert', async () => {
    await render(<TestForm validate={() => 'Fill in both.'} onSubmit={vi.fn()} />);
    await submit();
    expect(screen.getByRole('alert').textContent).toBe('Fill in both.');
  });

  it('submits the values and is busy while the call runs', async () => {
    let finish!: () => void;
    const onSubmit = vi.fn(() => new Promise<void>((r) => (finish = r)));
    await render(<TestForm onSubmit={onSubmit} />);
    await fill('Name', 'Ann');
    await submit();
    expect(onSubmit).toHaveBeenCalledWith({ name: 'Ann', email: '' });
    const button = screen.getByRole('button', { name: 'Please wait…' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    // A second submit while busy does nothing.
    await submit();
    expect(onSubmit).toHaveBeenCalledTimes(1);
    await act(async () => finish());
    expect((screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it("maps the server's field problems onto the fields shown and focuses the first", async () => {
    const onError = vi.fn();
    const refused = new ApiError('VALIDATION', 'err_unknown', 400, [
      { field: 'email', message: 't_name_taken' },
      { field: 'nickname', message: 't_name_required' },
    ]);
    await render(
      <TestForm
        onSubmit={() => {
          throw refused;
        }}
        onError={onError}
      />,
    );
    await submit();
    expect(errorOf('E-mail')).toBe('This name is taken.');
    expect(document.activeElement).toBe(screen.getByLabelText('E-mail'));
    // Field problems replace the alert; a field not on screen is not shown.
    expect(screen.getByRole('alert').textContent).toBe('');
    expect(onError).toHaveBeenCalledWith(refused);
  });

  it('shows any other failure, or a field problem without a text of ours, as the form error', async () => {
    const answers = [
      new ApiError('FREE_REJECT', 't_refused', 403),
      new ApiError('VALIDATION', 't_refused', 400, [{ field: 'name', message: 'must match the payee name' }]),
    ];
    await render(
      <TestForm
        onSubmit={() => {
          throw answers.shift();
        }}
      />,
    );
    await submit();
    expect(screen.getByRole('alert').textContent).toBe('Refused by the server.');
    await submit();
    expect(screen.getByRole('alert').textContent).toBe('Refused by the server.');
    expect(errorOf('Name')).toBeUndefined();
  });
});
