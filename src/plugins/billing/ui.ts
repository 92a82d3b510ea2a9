/** The billing plugin's public client surface, for plugins that declare "requires": ["billing"]. */
export { SiteDiscountDialog } from './components/SiteDiscountDialog';
