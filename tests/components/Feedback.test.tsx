// Feedback (components/feedback): the threads with the staff's replies on the messages page, and a new feedback
// from an order: the order number is prefilled, an empty message is refused before any call, the API's field
// reason shows under its field, and what is sent is what the form shows.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { AxiosError, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import type { Page, UserFeedback } from '@/contract';
import FeedbackDialog from '@/components/feedback/FeedbackDialog';
import FeedbackSection from '@/components/feedback/FeedbackSection';
import { makeProfile, renderWithProviders } from './helpers/renderWithProviders';
import enFeedback from '@/locales/en/feedback.json';

jest.setTimeout(30_000);

const thread: UserFeedback = {
  id: 'f1',
  type: 'SHIPPING_PROBLEM',
  content: 'The box arrived dented.',
  orderNo: 'TR-1',
  images: ['/api/files/t/fb.png'],
  status: 'REPLIED',
  createdAt: '2026-11-20T02:00:00Z',
  replies: [
    {
      id: 'r1',
      authorName: 'Maria (support)',
      content: 'Sorry! We will pack it better.',
      createdAt: '2026-11-20T05:30:00Z',
    },
  ],
};

function apiError(config: InternalAxiosRequestConfig, status: number, data: unknown): never {
  const response: AxiosResponse = { data, status, statusText: String(status), headers: {}, config };
  throw new AxiosError(`Request failed with status code ${status}`, 'ERR_BAD_REQUEST', config, null, response);
}

describe('FeedbackSection', () => {
  it("lists the threads with type, status, order number and the staff replies in the tenant's time", async () => {
    const page: Page<UserFeedback> = { items: [thread], total: 1, pageNo: 1, pageSize: 10 };
    renderWithProviders(<FeedbackSection />, {
      profile: makeProfile(),
      path: '/my/message',
      routes: { '/user-feedback': page },
      namespaces: { feedback: enFeedback },
    });
    const item = await screen.findByTestId('feedback-thread');
    expect(within(item).getByText('A problem with shipping')).toBeInTheDocument();
    expect(within(item).getByText('Replied')).toBeInTheDocument();
    expect(within(item).getByText('TR-1')).toBeInTheDocument();
    const reply = within(item).getByTestId('feedback-reply');
    expect(reply).toHaveTextContent('Maria (support) · Nov 20, 2026, 1:30 PM');
    expect(reply).toHaveTextContent('Sorry! We will pack it better.');
  });

  it('offers a retry when the list fails', async () => {
    renderWithProviders(<FeedbackSection />, {
      profile: makeProfile(),
      path: '/my/message',
      namespaces: { feedback: enFeedback },
      routes: {
        '/user-feedback': (config: InternalAxiosRequestConfig) =>
          apiError(config, 503, { code: 'UPSTREAM_UNAVAILABLE', message: '' }),
      },
    });
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

describe('FeedbackDialog', () => {
  it("refuses an empty message, shows the API's reason under the order number, then sends what it shows", async () => {
    let attempt = 0;
    const onSent = jest.fn();
    const { calls } = renderWithProviders(
      <FeedbackDialog open orderNo="TR-1" defaultType="SHIPPING_PROBLEM" onClose={jest.fn()} onSent={onSent} />,
      {
        profile: makeProfile(),
        path: '/my/transit',
        namespaces: { feedback: enFeedback },
        routes: {
          'POST /user-feedback': (config: InternalAxiosRequestConfig) => {
            attempt += 1;
            if (attempt === 1)
              apiError(config, 400, { code: 'VALIDATION_FAILED', message: '', fields: { orderNo: 'ORDER_NOT_FOUND' } });
            return { ...thread, id: 'f2', status: 'OPEN', replies: [] };
          },
        },
      },
    );
    await act(async () => {});
    const dialog = screen.getByRole('dialog', { name: 'Send feedback' });
    const orderNo = within(dialog).getByRole('textbox', { name: 'Order number' });
    expect(orderNo).toHaveValue('TR-1');
    expect(within(dialog).getByRole('combobox', { name: 'About' })).toHaveTextContent('A problem with shipping');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText('Please write what happened.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'post')).toHaveLength(0);

    fireEvent.change(within(dialog).getByRole('textbox', { name: /Your message/ }), {
      target: { value: '  The box arrived dented.  ' },
    });
    expect(within(dialog).getByText('Characters left: 1977')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(orderNo).toHaveAccessibleDescription('No order of yours has this number. Check it, or leave it empty.'),
    );

    fireEvent.change(orderNo, { target: { value: 'TR-2' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(onSent).toHaveBeenCalled());
    const bodies = calls
      .filter((c) => c.method === 'post' && c.url === '/user-feedback')
      .map((c) => JSON.parse(String(c.data)) as unknown);
    expect(bodies[1]).toEqual({
      type: 'SHIPPING_PROBLEM',
      content: 'The box arrived dented.',
      orderNo: 'TR-2',
      imageKeys: [],
    });
    expect(await screen.findByText('Thank you: your feedback has been sent. We reply here.')).toBeInTheDocument();
  });

  it('words a refusal for sending the message, sent once, and clears it once the shopper changes what was refused', async () => {
    const { calls } = renderWithProviders(
      <FeedbackDialog open orderNo="" defaultType="SHIPPING_PROBLEM" onClose={jest.fn()} onSent={jest.fn()} />,
      {
        profile: makeProfile(),
        path: '/my/transit',
        namespaces: { feedback: enFeedback },
        routes: {
          'POST /user-feedback': (config: InternalAxiosRequestConfig) =>
            apiError(config, 503, { code: 'SERVICE_UNAVAILABLE', message: '' }),
        },
      },
    );
    await act(async () => {});
    const dialog = screen.getByRole('dialog', { name: 'Send feedback' });
    const message = within(dialog).getByRole('textbox', { name: /Your message/ });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText('Please write what happened.')).toBeInTheDocument();
    fireEvent.change(message, { target: { value: 'The box arrived dented.' } });
    expect(within(dialog).queryByText('Please write what happened.')).not.toBeInTheDocument();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      /^Could not send your message: The server had a problem\. Please try again later\.$/,
    );
    expect(calls.filter((call) => call.key === 'POST /user-feedback')).toHaveLength(1);
    fireEvent.change(message, { target: { value: 'The box arrived dented and wet.' } });
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
  });
});
