import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { FileRejection } from 'react-dropzone';
import DropArea, { dropErrorKey } from '@/components/search/DropArea';

const ACCEPT = { 'image/jpeg': ['.jpg', '.jpeg'], 'image/png': ['.png'] };

function drag(types: string[]) {
  return {
    dataTransfer: {
      files: [],
      items: types.map((type) => ({ kind: 'file', type, getAsFile: () => null })),
      types: ['Files'],
    },
  };
}

function renderArea(props: Partial<React.ComponentProps<typeof DropArea>> = {}) {
  const onDrop = jest.fn<void, [File[], FileRejection[]]>();
  render(
    <DropArea
      label="Drop zone"
      accept={ACCEPT}
      maxSize={100}
      maxFiles={1}
      onDrop={onDrop}
      idleText="idle text"
      acceptText="accept text"
      rejectText="limit tip"
      busyText="busy text"
      action={(open) => (
        <button type="button" onClick={open}>
          Pick
        </button>
      )}
      {...props}
    />,
  );
  return { area: screen.getByLabelText('Drop zone'), onDrop };
}

describe('DropArea drag states', () => {
  it('starts idle', () => {
    const { area } = renderArea();
    expect(area).toHaveAttribute('data-drag-state', 'idle');
    expect(screen.getByText('idle text')).toBeInTheDocument();
  });

  it('is accepting while an accepted type is dragged over', async () => {
    const { area } = renderArea();
    fireEvent.dragEnter(area, drag(['image/png']));
    await waitFor(() => expect(area).toHaveAttribute('data-drag-state', 'accept'));
    expect(screen.getByText('accept text')).toBeInTheDocument();
  });

  it('is rejecting, with the limit tip, for a wrong type or too many files', async () => {
    const { area } = renderArea();
    fireEvent.dragEnter(area, drag(['image/gif']));
    await waitFor(() => expect(area).toHaveAttribute('data-drag-state', 'reject'));
    expect(screen.getByText('limit tip')).toBeInTheDocument();
    fireEvent.dragLeave(area, drag(['image/gif']));
    await waitFor(() => expect(area).toHaveAttribute('data-drag-state', 'idle'));
    fireEvent.dragEnter(area, drag(['image/png', 'image/png']));
    await waitFor(() => expect(area).toHaveAttribute('data-drag-state', 'reject'));
  });

  it('draws the three states differently', async () => {
    const { area } = renderArea();
    const idle = getComputedStyle(area).borderColor + getComputedStyle(area).borderStyle;
    fireEvent.dragEnter(area, drag(['image/png']));
    await waitFor(() => expect(area).toHaveAttribute('data-drag-state', 'accept'));
    const accepting = getComputedStyle(area).borderColor + getComputedStyle(area).borderStyle;
    fireEvent.dragLeave(area, drag(['image/png']));
    fireEvent.dragEnter(area, drag(['image/gif']));
    await waitFor(() => expect(area).toHaveAttribute('data-drag-state', 'reject'));
    const rejecting = getComputedStyle(area).borderColor + getComputedStyle(area).borderStyle;
    expect(new Set([idle, accepting, rejecting]).size).toBe(3);
  });
});

describe('DropArea drop and busy', () => {
  it('passes accepted files and rejections with their codes', async () => {
    const { area, onDrop } = renderArea();
    const input = area.querySelector('input[type="file"]') as HTMLInputElement;
    const big = new File(['x'.repeat(101)], 'big.png', { type: 'image/png' });
    fireEvent.change(input, { target: { files: [big] } });
    await waitFor(() => expect(onDrop).toHaveBeenCalled());
    const [accepted, rejections] = onDrop.mock.calls[0]!;
    expect(accepted).toEqual([]);
    expect(rejections[0]?.errors[0]?.code).toBe('file-too-large');
  });

  it('shows a spinner and the busy text, hides the action and ignores drops while busy', async () => {
    const { area, onDrop } = renderArea({ busy: true });
    expect(screen.getByRole('progressbar', { hidden: true })).toBeInTheDocument();
    expect(screen.getByText('busy text')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pick' })).not.toBeInTheDocument();
    expect(area).toHaveAttribute('aria-busy', 'true');
    const input = area.querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['x'], 'a.png', { type: 'image/png' })] } });
    await act(async () => undefined);
    expect(onDrop).not.toHaveBeenCalled();
  });

  it('opens the file dialog once from its action button', () => {
    const onFileDialogOpen = jest.fn();
    renderArea({ onFileDialogOpen });
    fireEvent.click(screen.getByRole('button', { name: 'Pick' }));
    expect(onFileDialogOpen).toHaveBeenCalledTimes(1);
  });
});

it('maps react-dropzone codes to the general message keys', () => {
  expect(dropErrorKey('file-invalid-type')).toBe('file-invalid-type');
  expect(dropErrorKey('file-too-large')).toBe('file-too-large');
  expect(dropErrorKey('file-too-small')).toBe('file-too-small');
  expect(dropErrorKey('too-many-files')).toBe('too-many-files');
  expect(dropErrorKey('something-else')).toBe('file-invalid-type');
});
