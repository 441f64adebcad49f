import { act, render, screen, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import Notifications from '@/components/common/Notifications';
import { useNotify, type Notify } from '@/stores/notify';

const handle: { notify: Notify | null } = { notify: null };

function Probe() {
  const notify = useNotify();
  useEffect(() => {
    handle.notify = notify;
  }, [notify]);
  return <p>page</p>;
}

describe('Notifications', () => {
  it('shows every toast queued while the toast code loads, and later ones', async () => {
    render(
      <Notifications>
        <Probe />
      </Notifications>,
    );
    expect(screen.getByText('page')).toBeInTheDocument();
    act(() => {
      handle.notify!.success('Saved');
      handle.notify!.error('Could not send');
    });
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    expect(await screen.findByText('Could not send')).toBeInTheDocument();
    act(() => handle.notify!.info('Later one'));
    expect(await screen.findByText('Later one')).toBeInTheDocument();
  });

  it('shows a text once while the same text is still on screen', async () => {
    render(
      <Notifications>
        <Probe />
      </Notifications>,
    );
    act(() => handle.notify!.warning('Twice'));
    await screen.findByText('Twice');
    act(() => handle.notify!.warning('Twice'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    await waitFor(() => expect(screen.getAllByText('Twice')).toHaveLength(1));
  });

  it('outside a host, notifying does nothing instead of failing', () => {
    render(<Probe />);
    expect(() => handle.notify!.error('nowhere')).not.toThrow();
  });
});
