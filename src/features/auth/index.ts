export { EmailSignIn } from './email-sign-in';
export { PhoneSignIn } from './phone-sign-in';
export { SignIn, type SignInMethod } from './sign-in';
export { MobileStart } from './mobile-start';
export { mobileHandoff, HandoffError, type HandoffSession } from './mobile-handoff';
