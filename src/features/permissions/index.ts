export { AppNavigation } from './app-navigation';
export { navigationItems, NAV_RULES, type NavItem } from './navigation-items';
