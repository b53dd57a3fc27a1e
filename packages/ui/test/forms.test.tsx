import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type FormEvent } from 'react';
import { FormField } from '../src/forms/FormField';
import { isBlank, useFieldErrors, type FieldErrors } from '../src/forms/fieldErrors';
import { Input } from '../src/components/FormFields';

type Field = 'name' | 'revenue';
const validate = ({ name, revenue }: Record<Field, string>): FieldErrors<Field> => ({
  name: isBlank(name) ? 'Please enter a name for your business' : undefined,
  revenue: Number(revenue) < 0 ? 'Revenue cannot be negative' : undefined,
});

function DemoForm({ onSave }: { onSave: (values: Record<Field, string>) => void }) {
  const [values, setValues] = useState({ name: '', revenue: '' });
  const { errors, check, clear } = useFieldErrors<Field>();
  const set = (key: Field, value: string) => {
    setValues((v) => ({ ...v, [key]: value }));
    clear(key);
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (check(validate(values), event.currentTarget)) onSave(values);
  };
  return (
    <form onSubmit={submit} noValidate>
      <FormField label="Business name" required error={errors.name}>
        {(control) => <Input {...control} value={values.name} onChange={(e) => set('name', e.target.value)} />}
      </FormField>
      <FormField label="Revenue" error={errors.revenue} hint="In US dollars">
        {(control) => (
          <Input {...control} type="number" value={values.revenue} onChange={(e) => set('revenue', e.target.value)} />
        )}
      </FormField>
      <button type="submit">Save</button>
    </form>
  );
}

describe('inline validation', () => {
  it('marks required fields for sight and for screen readers', () => {
    render(<DemoForm onSave={jest.fn()} />);
    const name = screen.getByRole('textbox', { name: /Business name/ });
    expect(name).toHaveAttribute('aria-required', 'true');
    expect(screen.getByText('*')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByRole('spinbutton', { name: 'Revenue' })).toHaveAccessibleDescription('In US dollars');
  });

  it('a blank or whitespace-only field says why on submit, focuses it, and nothing is saved', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    try {
      const onSave = jest.fn();
      render(<DemoForm onSave={onSave} />);
      const name = screen.getByRole('textbox', { name: /Business name/ });
      await user.type(name, '   ');
      await user.type(screen.getByRole('spinbutton', { name: 'Revenue' }), '-5');
      await user.click(screen.getByRole('button', { name: 'Save' }));
      act(() => jest.runOnlyPendingTimers());
      expect(onSave).not.toHaveBeenCalled();
      expect(name).toHaveAttribute('aria-invalid', 'true');
      expect(name).toHaveAccessibleDescription('Please enter a name for your business');
      expect(screen.getByRole('spinbutton', { name: 'Revenue' })).toHaveAccessibleDescription(
        'Revenue cannot be negative In US dollars',
      );
      expect(name).toHaveFocus();

      // Fixing a field clears its message; the valid form saves.
      await user.clear(name);
      await user.type(name, 'Sunrise Bakery');
      expect(name).not.toHaveAttribute('aria-invalid');
      await user.clear(screen.getByRole('spinbutton', { name: 'Revenue' }));
      await user.type(screen.getByRole('spinbutton', { name: 'Revenue' }), '12');
      await user.click(screen.getByRole('button', { name: 'Save' }));
      expect(onSave).toHaveBeenCalledWith({ name: 'Sunrise Bakery', revenue: '12' });
      expect(screen.queryByText('Please enter a name for your business')).not.toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });
});
