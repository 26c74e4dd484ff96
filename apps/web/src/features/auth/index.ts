// The auth feature's public surface for the app shell.
export { LogoutModal } from './components/logout-modal';
