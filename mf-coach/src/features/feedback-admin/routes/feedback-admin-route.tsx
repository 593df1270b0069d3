import { FeedbackAdminPage } from '../components/feedback-admin-page.tsx';

export default function FeedbackAdminRoute() {
  return <FeedbackAdminPage />;
}
