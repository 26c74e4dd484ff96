import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../test/render';
import { isDeleteWord, TypedDeleteConfirm } from './typed-delete-confirm';

describe('typed delete confirmation (SPEC §5)', () => {
  it('accepts only the word delete', () => {
    expect(isDeleteWord('delete')).toBe(true);
    expect(isDeleteWord(' Delete ')).toBe(true);
    expect(isDeleteWord('sil')).toBe(false);
    expect(isDeleteWord('')).toBe(false);
  });

  it('refuses another word with the SPEC messages, then deletes once the word is typed', async () => {
    const onConfirm = vi.fn(() => Promise.resolve());
    const onClose = vi.fn();
    renderScreen(
      <TypedDeleteConfirm
        opened
        onClose={onClose}
        onConfirm={onConfirm}
        title="Delete task"
        description="Gone for good."
      />,
    );
    const input = await screen.findByLabelText('Type delete to confirm');
    fireEvent.change(input, { target: { value: 'remove' } });
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Unable to delete')).toBeTruthy();
    expect(screen.getByText('Please type delete in order to delete the selection')).toBeTruthy();
    expect(onConfirm).not.toHaveBeenCalled();

    fireEvent.change(input, { target: { value: 'delete' } });
    expect(screen.queryByText('Unable to delete')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(onConfirm).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('stays open when the deletion fails', async () => {
    const onClose = vi.fn();
    renderScreen(
      <TypedDeleteConfirm
        opened
        onClose={onClose}
        onConfirm={() => Promise.reject(new Error('nope'))}
        title="Delete"
        description="x"
      />,
    );
    fireEvent.change(await screen.findByLabelText('Type delete to confirm'), {
      target: { value: 'delete' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Delete' }).hasAttribute('data-loading')).toBe(
        false,
      ),
    );
    expect(onClose).not.toHaveBeenCalled();
  });
});
