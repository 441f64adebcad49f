// The account page's address block: delivery addresses, then billing addresses, full width under the profile
// forms. Each section loads and fails on its own, so a broken one never hides the other.
import Box from '@mui/material/Box';
import AddressBook from './AddressBook';

export default function AddressSections() {
  return (
    <Box sx={{ display: 'grid', gap: { xs: 2, md: 3 }, mt: { xs: 2, md: 3 }, minWidth: 0 }}>
      <AddressBook kind="address" />
      <AddressBook kind="billing" />
    </Box>
  );
}
