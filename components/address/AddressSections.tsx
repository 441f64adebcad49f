// The account page's address block: delivery addresses, then billing addresses, full width under the profile
// forms. Each section loads and fails on its own, so a broken one never hides the other. The account page lays
// the block out (`className`), as it does its other blocks.
import AddressBook from './AddressBook';

export default function AddressSections({ className }: { className?: string }) {
  return (
    <div className={className}>
      <AddressBook kind="address" />
      <AddressBook kind="billing" />
    </div>
  );
}
