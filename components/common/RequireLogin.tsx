// Client side of every `requireAuth` page (the server side is withPage's 307): when the session ends while such a
// page is open, go to login with this page as redirectUrl. Rendered by _app for pages whose settings ask for it.
import { useRequireLogin } from '@/components/common/useRequireLogin';

export default function RequireLogin() {
  useRequireLogin();
  return null;
}
