import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { ConfirmDialog, DetailSheet, Dialog, DialogClose, DialogContent, FormDialog } from '../src/widgets/Dialog';
import { NavigateProvider } from '../src/navigation/navigation';
import { PlanLimitCard, planUsageText } from '../src/plan/PlanLimitCard';

describe('FormDialog', () => {
  it('opens with the cursor in the first field', async () => {
    render(
      <FormDialog trigger={<button>New Meeting</button>} title="New Meeting">
        {() => (
          <form>
            <label htmlFor="t">Title</label>
            <input id="t" />
          </form>
        )}
      </FormDialog>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'New Meeting' }));
    await waitFor(() => expect(screen.getByLabelText('Title')).toHaveFocus());
  });
});

describe('Dialog (state and trigger here, the open dialog drawn by its engine)', () => {
  it('the trigger says what it opens and whether it is open; closing gives focus back to it', async () => {
    render(
      <FormDialog trigger={<button>New Meeting</button>} title="New Meeting">
        {() => <p>Agenda</p>}
      </FormDialog>,
    );
    const trigger = screen.getByRole('button', { name: 'New Meeting' });
    expect(trigger).toHaveAttribute('aria-haspopup', 'dialog');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    // Nothing of a closed dialog is in the page.
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.click(trigger);
    const dialog = screen.getByRole('dialog', { name: 'New Meeting' });
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(trigger).toHaveAttribute('aria-controls', dialog.id);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(trigger).toHaveFocus());
  });

  it("a dialog opened without a trigger (from a menu) gives focus back to what had it; the child's own click runs", async () => {
    const clicked = jest.fn();
    function Opened() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button onClick={() => setOpen(true)}>Rename</button>
          <Dialog open={open} onOpenChange={setOpen}>
            <DialogContent title="Rename">
              <DialogClose asChild>
                <button onClick={clicked}>Cancel</button>
              </DialogClose>
            </DialogContent>
          </Dialog>
        </>
      );
    }
    render(<Opened />);
    await userEvent.click(screen.getByRole('button', { name: 'Rename' }));
    const dialog = screen.getByRole('dialog', { name: 'Rename' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(clicked).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Rename' })).toHaveFocus());
  });
});

describe('DetailSheet', () => {
  const renderSheet = (props: Partial<Parameters<typeof DetailSheet>[0]> = {}) =>
    render(
      <DetailSheet
        trigger={<button>Open Pitch</button>}
        title="Pitch"
        renderEdit={(close) => (
          <form onSubmit={(e) => (e.preventDefault(), close())}>
            <label htmlFor="t">Title</label>
            <input id="t" defaultValue="Pitch" />
            <button type="submit">Save</button>
          </form>
        )}
        onDelete={jest.fn()}
        {...props}
      >
        <p>Went well</p>
      </DetailSheet>,
    );

  it('opens the record with Edit and Delete; Edit shows the form focused on its first field, Cancel goes back', async () => {
    renderSheet();
    await userEvent.click(screen.getByRole('button', { name: 'Open Pitch' }));
    const sheet = screen.getByRole('dialog', { name: 'Pitch' });
    expect(within(sheet).getByText('Went well')).toBeInTheDocument();
    await userEvent.click(within(sheet).getByRole('button', { name: 'Edit' }));
    const edit = screen.getByRole('dialog', { name: 'Edit Pitch' });
    await waitFor(() => expect(within(edit).getByLabelText('Title')).toHaveFocus());
    await userEvent.click(within(edit).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('dialog', { name: 'Pitch' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('Delete closes the sheet and calls onDelete', async () => {
    const onDelete = jest.fn();
    renderSheet({ onDelete, deleteLabel: 'Delete meeting' });
    await userEvent.click(screen.getByRole('button', { name: 'Open Pitch' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete meeting' }));
    expect(onDelete).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('with a confirmation, deletes only after the name is typed', async () => {
    const onDelete = jest.fn(async () => undefined);
    renderSheet({
      onDelete,
      confirm: {
        title: 'Delete Sunrise Bakery?',
        description: 'Everything in it goes too.',
        confirmLabel: 'Delete business',
        typeToConfirm: 'Sunrise Bakery',
      },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Open Pitch' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Delete Sunrise Bakery?' });
    const button = within(confirm).getByRole('button', { name: 'Delete business' });
    const input = within(confirm).getByRole('textbox', { name: 'Type Sunrise Bakery to confirm' });
    await waitFor(() => expect(input).toHaveFocus());
    await userEvent.type(input, 'Sunrise');
    expect(button).toBeDisabled();
    await userEvent.type(input, ' Bakery');
    expect(button).toBeEnabled();
    await userEvent.click(button);
    expect(onDelete).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });
});

describe('ConfirmDialog', () => {
  it('stays open (to try again) when the action fails, and Cancel closes it without acting', async () => {
    const onOpenChange = jest.fn();
    const onConfirm = jest.fn(async () => {
      throw new Error('500');
    });
    render(
      <ConfirmDialog
        open
        onOpenChange={onOpenChange}
        title="Delete?"
        description="Sure?"
        confirmLabel="Delete"
        onConfirm={onConfirm}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onOpenChange).not.toHaveBeenCalledWith(false);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Delete' })).toBeEnabled());
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});

describe('PlanLimitCard', () => {
  it("says '1 of 1 business on the Free plan' and offers the upgrade through the app's router", async () => {
    const navigate = jest.fn();
    render(
      <NavigateProvider navigate={navigate}>
        <PlanLimitCard used={1} limit={1} noun={['business', 'businesses']} message="Free plan includes 1 business." />
      </NavigateProvider>,
    );
    expect(screen.getByText('1 of 1 business on the Free plan')).toBeInTheDocument();
    expect(screen.getByText('Free plan includes 1 business.')).toBeInTheDocument();
    const upgrade = screen.getByRole('link', { name: 'Upgrade to Premium - £30' });
    expect(upgrade).toHaveAttribute('href', '/checkout');
    await userEvent.click(upgrade);
    expect(navigate).toHaveBeenCalledWith('/checkout');
  });

  it('shows no upgrade action before the limit, and counts in plural', () => {
    render(<PlanLimitCard used={1} limit={3} noun={['team', 'teams']} />);
    expect(screen.getByText('1 of 3 teams on the Free plan')).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(planUsageText(0, 1, ['business', 'businesses'])).toBe('0 of 1 business on the Free plan');
  });
});
