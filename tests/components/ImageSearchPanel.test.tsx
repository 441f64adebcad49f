import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axios from 'axios';
import SearchBox from '@/components/search/SearchBox';
import { IMAGE_SEARCH_PANEL_HEIGHT } from '@/components/search/ImageSearchPanel';
import type { Reply } from '../fixtures/fakeApi';
import { createMockRouter, fakeAdapter, makeHttp, navigate, Providers } from './SearchBox.harness';

type FakeReply = Reply | Promise<Reply>;

const mockRouter = createMockRouter();

// The API (upload token) and the bucket (POST) each get a fake transport the tests steer.
let tokenReply: () => FakeReply;
let bucketReply: () => FakeReply;
const api = fakeAdapter(() => tokenReply());
const bucket = fakeAdapter(() => bucketReply());
const mockHttp = makeHttp(api.adapter);
axios.defaults.adapter = bucket.adapter;

jest.mock('next/router', () => ({ useRouter: () => mockRouter }));
jest.mock('@/stores/http', () => ({
  useHttp: () => mockHttp,
  HttpProvider: ({ children }: { children: unknown }) => children,
}));

const TOKEN = {
  key: 'product-search/t1/abc.png',
  policy: 'eyJleHBpcmF0aW9uIjoi',
  accessKeyId: 'ak-1',
  signature: 'sig==',
  bucketHost: '/api/oss',
  cdnUrl: '/api/files/product-search/t1/abc.png',
};

function image(name: string, type: string, size?: number): File {
  const file = new File(['img'], name, { type });
  if (size !== undefined) Object.defineProperty(file, 'size', { value: size });
  return file;
}

let bitmapSize = { width: 100, height: 80 };

beforeEach(() => {
  mockRouter.push.mockClear();
  navigate(mockRouter, '/');
  api.calls.length = 0;
  bucket.calls.length = 0;
  tokenReply = () => ({ status: 200, data: TOKEN });
  bucketReply = () => ({ status: 200, data: '' });
  bitmapSize = { width: 100, height: 80 };
  (globalThis as { createImageBitmap?: unknown }).createImageBitmap = jest.fn(async () => ({
    ...bitmapSize,
    close: () => undefined,
  }));
});

async function openPanel(user: ReturnType<typeof userEvent.setup>) {
  render(
    <Providers>
      <button type="button">outside</button>
      <SearchBox />
    </Providers>,
  );
  await user.click(screen.getByRole('button', { name: 'Search by image' }));
  return screen.getByRole('dialog', { name: 'Search by image' });
}

/** The hidden file input of the panel's drop area (what the file dialog fills). */
const fileInput = (panel: HTMLElement) => panel.querySelector('input[type="file"]') as HTMLInputElement;
const choose = (panel: HTMLElement, ...files: File[]) => fireEvent.change(fileInput(panel), { target: { files } });

describe('ImageSearchPanel', () => {
  it('is 322 px high and accepts one jpeg or png', async () => {
    const user = userEvent.setup();
    const panel = await openPanel(user);
    expect(IMAGE_SEARCH_PANEL_HEIGHT).toBe(322);
    expect(panel).toHaveStyle({ height: '322px' });
    expect(fileInput(panel)).toHaveAttribute('accept', 'image/jpeg,.jpg,.jpeg,image/png,.png');
    expect(fileInput(panel)).not.toHaveAttribute('multiple');
  });

  it('toasts image-type-limit for a file that is not jpeg or png', async () => {
    const user = userEvent.setup();
    const panel = await openPanel(user);
    choose(panel, image('anim.gif', 'image/gif'));
    expect(await screen.findByText('Only JPG and PNG images can be used.')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('toasts image-size-limit above 10485760 bytes and takes exactly 10485760', async () => {
    const user = userEvent.setup();
    const panel = await openPanel(user);
    choose(panel, image('big.jpg', 'image/jpeg', 10485761));
    expect(await screen.findByText('The image is larger than 10 MB. Please choose a smaller one.')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
    choose(panel, image('edge.jpg', 'image/jpeg', 10485760));
    await waitFor(() => expect(mockRouter.push).toHaveBeenCalled());
  });

  it('toasts too-many-files for more than one file', async () => {
    const user = userEvent.setup();
    const panel = await openPanel(user);
    choose(panel, image('a.png', 'image/png'), image('b.png', 'image/png'));
    expect(await screen.findByText('Only one file can be added at a time.')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('compresses, gets a PRODUCT_SEARCH token, posts the form to the bucket and opens the image search', async () => {
    bitmapSize = { width: 1000, height: 500 };
    const drawn: number[][] = [];
    jest
      .spyOn(HTMLCanvasElement.prototype, 'getContext')
      .mockImplementation(
        () => ({ drawImage: (...args: number[]) => drawn.push(args.slice(1)) }) as unknown as CanvasRenderingContext2D,
      );
    jest
      .spyOn(HTMLCanvasElement.prototype, 'toBlob')
      .mockImplementation((cb, type) => cb(new Blob(['small'], { type })));
    const user = userEvent.setup();
    const panel = await openPanel(user);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Search channel' }), 'Alibaba');
    choose(panel, image('photo.png', 'image/png'));

    await waitFor(() => expect(mockRouter.push).toHaveBeenCalledTimes(1));
    expect(drawn).toEqual([[0, 0, 200, 100]]);
    expect(api.calls[0]?.url).toBe('/front/upload-token');
    expect(api.calls[0]?.params).toEqual({ ext: 'png', catalog: 'PRODUCT_SEARCH' });
    const post = bucket.calls[0];
    expect(post?.method).toBe('post');
    expect(post?.url).toBe('/api/oss');
    expect(post?.headers?.Authorization).toBeUndefined();
    const form = post?.data as FormData;
    expect(Array.from(form.keys())).toEqual([
      'key',
      'name',
      'policy',
      'OSSAccessKeyId',
      'success_action_status',
      'signature',
      'file',
    ]);
    expect(form.get('key')).toBe(TOKEN.key);
    expect(form.get('name')).toBe('photo.png');
    expect(form.get('OSSAccessKeyId')).toBe('ak-1');
    expect(form.get('success_action_status')).toBe('200');
    expect((form.get('file') as File).size).toBe(5); // the compressed blob, not the original
    expect(mockRouter.push).toHaveBeenCalledWith({
      pathname: '/product-search',
      query: { imageUrl: TOKEN.cdnUrl, filters: '', channel: 'Alibaba' },
    });
    jest.restoreAllMocks();
  });

  it('shows a spinner, disables the drop area and runs one upload at a time', async () => {
    let release: (reply: { status: number; data?: unknown }) => void = () => undefined;
    tokenReply = () =>
      new Promise((resolve) => {
        release = resolve;
      });
    const user = userEvent.setup();
    const panel = await openPanel(user);
    choose(panel, image('one.jpg', 'image/jpeg'));
    await waitFor(() => expect(within(panel).getByText('Uploading your image…')).toBeInTheDocument());
    const area = within(panel).getByLabelText('Drag an image here');
    expect(area).toHaveAttribute('aria-busy', 'true');
    expect(area).toHaveAttribute('aria-disabled', 'true');
    expect(within(panel).getByRole('progressbar', { hidden: true })).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: 'Upload an image' })).not.toBeInTheDocument();
    choose(panel, image('two.jpg', 'image/jpeg'));
    // An outside click does not close the panel while uploading.
    await user.click(screen.getByRole('button', { name: 'outside' }));
    expect(screen.getByRole('dialog', { name: 'Search by image' })).toBeInTheDocument();
    await act(async () => release({ status: 200, data: TOKEN }));
    await waitFor(() => expect(mockRouter.push).toHaveBeenCalledTimes(1));
    expect(api.calls).toHaveLength(1);
    expect(bucket.calls).toHaveLength(1);
  });

  it('toasts upload-image-failed with the server detail and returns to idle', async () => {
    bucketReply = () => ({
      status: 403,
      data: { code: 'UPLOAD_POLICY_EXPIRED', message: 'Policy expired', detail: 'The upload policy expired at 10:00' },
    });
    const user = userEvent.setup();
    const panel = await openPanel(user);
    choose(panel, image('p.jpg', 'image/jpeg'));
    expect(
      await screen.findByText('The image could not be uploaded. The upload policy expired at 10:00'),
    ).toBeInTheDocument();
    expect(mockRouter.push).not.toHaveBeenCalled();
    expect(within(panel).getByRole('button', { name: 'Upload an image' })).toBeEnabled();
  });

  it('falls back to the error message when the server gives no detail', async () => {
    tokenReply = () => ({ status: 400, data: { code: 'INVALID_EXT', message: 'ext must be jpg or png' } });
    const user = userEvent.setup();
    const panel = await openPanel(user);
    choose(panel, image('p.jpg', 'image/jpeg'));
    expect(await screen.findByText('The image could not be uploaded. ext must be jpg or png')).toBeInTheDocument();
  });

  it('closes on an outside click when idle, and on navigation', async () => {
    const user = userEvent.setup();
    await openPanel(user);
    await user.click(screen.getByRole('button', { name: 'outside' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Search by image' })).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Search by image' }));
    expect(screen.getByRole('dialog', { name: 'Search by image' })).toBeInTheDocument();
    act(() => mockRouter.events.emit('routeChangeStart', '/faq'));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Search by image' })).not.toBeInTheDocument());
  });

  it('closes on Escape, focus staying on the camera button or going back to the search box', async () => {
    const user = userEvent.setup();
    const panel = await openPanel(user);
    const camera = screen.getByRole('button', { name: 'Search by image' });
    camera.focus();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(panel).not.toBeInTheDocument());
    expect(camera).toHaveFocus();

    await user.click(camera);
    within(screen.getByRole('dialog', { name: 'Search by image' }))
      .getByRole('button', { name: 'Upload an image' })
      .focus();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Search by image' })).not.toBeInTheDocument());
    expect(screen.getByRole('searchbox')).toHaveFocus();
  });
});

describe('ImageSearchPanel file dialog cancel', () => {
  afterEach(() => jest.useRealTimers());

  it('goes back to idle 300 ms after the window regains focus with no file chosen', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const panel = await openPanel(user);
    await user.click(within(panel).getByRole('button', { name: 'Upload an image' }));
    const choosing = within(panel).getByRole('button', { name: 'Choosing a file…' });
    expect(choosing).toBeDisabled();

    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    act(() => {
      jest.advanceTimersByTime(299);
    });
    expect(within(panel).getByRole('button', { name: 'Choosing a file…' })).toBeDisabled();
    act(() => {
      jest.advanceTimersByTime(1);
    });
    expect(within(panel).getByRole('button', { name: 'Upload an image' })).toBeEnabled();
    expect(api.calls).toHaveLength(0);
  });
});

describe('Full-screen drop', () => {
  const dragEvent = (files: File[]) => ({
    dataTransfer: {
      files,
      items: files.map((file) => ({ kind: 'file', type: file.type, getAsFile: () => file })),
      types: ['Files'],
    },
  });

  it('covers the page while files are dragged over it, counting nested enter/leave', async () => {
    render(
      <Providers>
        <main>
          <p>page text</p>
        </main>
        <SearchBox />
      </Providers>,
    );
    const text = screen.getByText('page text');
    const png = [image('x.png', 'image/png')];
    fireEvent.dragEnter(document.body, dragEvent(png));
    expect(await screen.findByTestId('full-screen-drop')).toBeInTheDocument();
    fireEvent.dragEnter(text, dragEvent(png));
    fireEvent.dragLeave(text, dragEvent(png));
    expect(screen.getByTestId('full-screen-drop')).toBeInTheDocument();
    fireEvent.dragLeave(document.body, dragEvent(png));
    await waitFor(() => expect(screen.queryByTestId('full-screen-drop')).not.toBeInTheDocument());
  });

  it('ignores drags that carry no files (text, links)', () => {
    render(
      <Providers>
        <SearchBox />
      </Providers>,
    );
    fireEvent.dragEnter(document.body, { dataTransfer: { types: ['text/plain'], items: [], files: [] } });
    expect(screen.queryByTestId('full-screen-drop')).not.toBeInTheDocument();
  });

  it('runs the same upload for a file dropped on the overlay', async () => {
    render(
      <Providers>
        <SearchBox />
      </Providers>,
    );
    const png = [image('dropped.png', 'image/png')];
    fireEvent.dragEnter(document.body, dragEvent(png));
    const overlay = await screen.findByTestId('full-screen-drop');
    const area = within(overlay).getByLabelText('Drop the image to search for similar products');
    fireEvent.drop(area, dragEvent(png));
    await waitFor(() =>
      expect(mockRouter.push).toHaveBeenCalledWith({
        pathname: '/product-search',
        query: { imageUrl: TOKEN.cdnUrl, filters: '', channel: 'Taobao' },
      }),
    );
    expect((bucket.calls[0]?.data as FormData).get('name')).toBe('dropped.png');
  });

  it('toasts the type limit for a wrong file dropped on the overlay', async () => {
    render(
      <Providers>
        <SearchBox />
      </Providers>,
    );
    const pdf = [image('doc.pdf', 'application/pdf')];
    fireEvent.dragEnter(document.body, dragEvent(pdf));
    const overlay = await screen.findByTestId('full-screen-drop');
    fireEvent.drop(within(overlay).getByLabelText('Drop the image to search for similar products'), dragEvent(pdf));
    expect(await screen.findByText('Only JPG and PNG images can be used.')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });
});
