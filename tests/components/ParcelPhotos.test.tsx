// A parcel's photos (components/shipping/ParcelPhotos): a box says there is no photo yet; the thumbnail names how
// many photos it opens, and opening it loads the gallery, whose arrows and keys move through the photos and whose
// close button ends it.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import ParcelPhotos from '@/components/shipping/ParcelPhotos';
import { makeProfile, renderWithProviders } from './helpers/renderWithProviders';
import enShipping from '@/locales/en/shipping.json';

jest.setTimeout(30_000);

const PHOTOS = ['/api/files/globalbuy/parcels/P1/a.jpg', '/api/files/globalbuy/parcels/P1/b.jpg'];

const render = (photos: readonly string[]) =>
  renderWithProviders(<ParcelPhotos photos={photos} parcelNo="P1" />, {
    profile: makeProfile(),
    path: '/my/in-stock-items',
    namespaces: { shipping: enShipping },
  });

describe('ParcelPhotos', () => {
  it('says there is no photo yet, with nothing to open', () => {
    render([]);
    expect(screen.getByRole('img', { name: 'No photo yet' })).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('opens the gallery from the thumbnail, moves through the photos and closes', async () => {
    render(PHOTOS);
    const opener = screen.getByRole('button', { name: 'Open 2 photos of parcel P1' });
    expect(opener).toHaveTextContent('2');
    fireEvent.click(opener);

    const dialog = await screen.findByRole('dialog', { name: 'Photos of parcel P1' });
    expect(within(dialog).getByRole('img', { name: 'Photo 1 of 2' })).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Next photo' }));
    expect(within(dialog).getByRole('img', { name: 'Photo 2 of 2' })).toBeInTheDocument();
    fireEvent.keyDown(dialog, { key: 'ArrowRight' });
    expect(within(dialog).getByRole('img', { name: 'Photo 1 of 2' })).toBeInTheDocument();
    fireEvent.keyDown(dialog, { key: 'ArrowLeft' });
    expect(within(dialog).getByRole('img', { name: 'Photo 2 of 2' })).toBeInTheDocument();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
