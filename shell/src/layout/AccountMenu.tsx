import { useColorSchemeToggle } from '@apparel/ui';
import { ActionIcon, Menu } from '@mantine/core';

interface AccountMenuProps {
  /** Named on the button, since a menu holds only its items. */
  userName: string | undefined;
  onProfile: (() => void) | null;
  onAbout: (() => void) | null;
  onLogout: () => void;
}

const Dots = () => (
  <svg width="18" height="18" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true">
    <circle cx="12" cy="5" r="2" />
    <circle cx="12" cy="12" r="2" />
    <circle cx="12" cy="19" r="2" />
  </svg>
);

/** On a phone the header's actions (colour scheme, Profile, Logout) fold into one menu, so the header fits 360 px. */
export function AccountMenu({ userName, onProfile, onAbout, onLogout }: AccountMenuProps) {
  const { dark, toggle } = useColorSchemeToggle();
  return (
    <Menu position="bottom-end" withinPortal withInitialFocusPlaceholder={false}>
      <Menu.Target>
        <ActionIcon variant="default" size="lg" aria-label="Account" title={userName}>
          <Dots />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item onClick={toggle}>{dark ? 'Use light colours' : 'Use dark colours'}</Menu.Item>
        {onProfile ? <Menu.Item onClick={onProfile}>Profile</Menu.Item> : null}
        {onAbout ? <Menu.Item onClick={onAbout}>About</Menu.Item> : null}
        <Menu.Item onClick={onLogout}>Logout</Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
