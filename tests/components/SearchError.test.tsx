// A failed search: the error's text with a retry, except for a keyword too long, which says the limit and offers no
// retry (the same search would fail again).
import { fireEvent, screen } from '@testing-library/react';
import SearchError from '@/components/search/results/SearchError';
import type { AppError } from '@/services/result';
import enSearch from '@/locales/en/search.json';
import { renderWithProviders } from './helpers/renderWithProviders';

const error = (fields: Record<string, string> | undefined, status = 400): AppError => ({
  kind: 'http',
  status,
  code: 'VALIDATION_FAILED',
  message: 'Some fields are invalid',
  retryable: false,
  ...(fields ? { fields } : {}),
});

describe('SearchError', () => {
  it('says how long a search may be, and offers no retry, for a keyword too long', () => {
    renderWithProviders(<SearchError error={error({ keyword: 'TOO_LONG' })} busy={false} onRetry={jest.fn()} />, {
      namespaces: { search: enSearch },
    });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'A search can be at most 200 characters long. Shorten it and search again.',
    );
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('offers a retry for a search that failed for another reason', () => {
    const onRetry = jest.fn();
    renderWithProviders(<SearchError error={error(undefined, 503)} busy={false} onRetry={onRetry} />, {
      namespaces: { search: enSearch },
    });
    fireEvent.click(screen.getByRole('button', { name: enSearch.results.error.retry }));
    expect(onRetry).toHaveBeenCalled();
  });
});
