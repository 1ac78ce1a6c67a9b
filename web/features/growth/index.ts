// The growth feature's public face: the plan page's Growth tab, whose chart loads only when opened.
export { GrowthPanel } from './components/growth-panel';
