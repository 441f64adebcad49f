// MUI's Pagination in its theme scope: the results' page numbers, loaded after hydration (ResultsList).
import Pagination from '@mui/material/Pagination';
import { withMuiScope } from '@/theme/MuiScope';

export default withMuiScope(Pagination);
