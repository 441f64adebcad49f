// /my/message: the shopper's notifications (components/account/MessagesView), then their feedback threads with the
// staff's replies and a way to send new feedback (components/feedback). Login required: withPage answers 307 to
// login on the server; _app's RequireLogin navigates there if the session ends in the page.
import { useTranslation } from 'next-i18next/pages';
import MessagesView from '@/components/account/MessagesView';
import FeedbackSection from '@/components/feedback/FeedbackSection';
import { loadMessagesPage, type MessagesPageProps } from '@/loaders/messages';
import { definePage, type PageWithSettings } from '@/services/pageSettings';
import { withPage } from '@/services/server/withPage';
import PageTitle from '@/components/common/PageTitle';

export const settings = definePage({
  requireAuth: true,
  showContentHeader: true,
  namespaces: ['account', 'feedback'],
  breadcrumbs: [{ label: 'userMenu.message', href: '/my/message' }],
});

export const getServerSideProps = withPage(settings, loadMessagesPage);

const MessagesPage: PageWithSettings<MessagesPageProps> = ({ initialPage }) => {
  const { t } = useTranslation('account');
  return (
    <>
      <PageTitle title={t('messages.title')} />
      <MessagesView initialPage={initialPage} />
      <FeedbackSection />
    </>
  );
};
MessagesPage.settings = settings;
export default MessagesPage;
