import { act, render, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FilterChips } from '../src/components/FilterChips';
import { useDebouncedValue } from '../src/hooks/useDebouncedValue';

it('FilterChips: a labelled group of toggle buttons, the chosen one pressed; a click reports its value', async () => {
  const onChange = jest.fn();
  render(
    <FilterChips
      label="Category"
      options={[
        { value: 'all', label: 'All' },
        { value: 'idea', label: 'Ideas' },
      ]}
      value="idea"
      onChange={onChange}
    />,
  );
  const group = screen.getByRole('group', { name: 'Category' });
  expect(group).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Ideas' })).toHaveAttribute('aria-pressed', 'true');
  expect(screen.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'false');
  await userEvent.click(screen.getByRole('button', { name: 'All' }));
  expect(onChange).toHaveBeenCalledWith('all');
});

it('useDebouncedValue: answers the value once it has stopped changing for the delay', () => {
  jest.useFakeTimers();
  try {
    const { result, rerender } = renderHook(({ value }) => useDebouncedValue(value, 300), {
      initialProps: { value: 'r' },
    });
    rerender({ value: 're' });
    act(() => jest.advanceTimersByTime(200));
    rerender({ value: 'rev' });
    act(() => jest.advanceTimersByTime(200));
    expect(result.current).toBe('r');
    act(() => jest.advanceTimersByTime(100));
    expect(result.current).toBe('rev');
  } finally {
    jest.useRealTimers();
  }
});
