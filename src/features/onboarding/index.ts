export { WalkthroughCard } from './walkthrough-card';
export { onboardingOverlays } from './overlays';
