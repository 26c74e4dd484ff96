import {
  IconBook2,
  IconBuildingFactory2,
  IconClipboardCheck,
  IconLayoutDashboard,
  IconLayoutKanban,
  IconSettings,
  type Icon,
} from '@tabler/icons-react';

/** The areas of SPEC §2, in the sidebar's order. */
export interface NavItem {
  to: string;
  labelKey: string;
  icon: Icon;
}

export const NAV_ITEMS: NavItem[] = [
  { to: '/dashboard', labelKey: 'nav.dashboard', icon: IconLayoutDashboard },
  { to: '/operations', labelKey: 'nav.operations', icon: IconBuildingFactory2 },
  { to: '/assessments', labelKey: 'nav.assessments', icon: IconClipboardCheck },
  { to: '/improvements', labelKey: 'nav.improvements', icon: IconLayoutKanban },
  { to: '/resources', labelKey: 'nav.resources', icon: IconBook2 },
  { to: '/settings', labelKey: 'nav.settings', icon: IconSettings },
];
