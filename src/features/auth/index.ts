export { EmailSignIn } from './email-sign-in';
export { MobileStart } from './mobile-start';
export { mobileHandoff, HandoffError, type HandoffSession } from './mobile-handoff';
