import { DashboardFrame } from '../components/dashboard-frame.tsx';

export const DashboardRoute = () => <DashboardFrame />;
