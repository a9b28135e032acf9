export { EmailSignIn } from './email-sign-in';
