// The page buttons under a paged list (my purchases, messages, transit orders, feedback, the balance lists):
// centred, compact on a phone (no neighbouring pages), named in the page's language. Nothing for a single page.
import Box from '@mui/material/Box';
import Pagination from '@mui/material/Pagination';
import { usePageItemLabel } from './usePageItemLabel';

export default function ListPagination({
  pageCount,
  page,
  onPage,
  disabled,
  label,
}: {
  pageCount: number;
  /** 1-based. */
  page: number;
  onPage: (page: number) => void;
  /** While the next page is loading. */
  disabled?: boolean;
  /** The navigation's accessible name, where the page has more than one list. */
  label?: string;
}) {
  const pageItemLabel = usePageItemLabel();
  if (pageCount <= 1) return null;
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', mt: 2 }}>
      <Pagination
        getItemAriaLabel={pageItemLabel}
        count={pageCount}
        page={page}
        onChange={(_event, value) => onPage(value)}
        siblingCount={0}
        shape="rounded"
        color="primary"
        disabled={disabled}
        aria-label={label}
      />
    </Box>
  );
}
