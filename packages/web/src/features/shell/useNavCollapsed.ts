import { useState } from 'react';
import { useShellServices } from '../../services/services-context';

/**
 * Whether the navigation sidebar is collapsed at desktop width: read once from the device's
 * preferences, and every change written back, so the choice survives a reload and a new sign-in.
 */
export function useNavCollapsed() {
  const { shellPreferences } = useShellServices();
  const [collapsed, setCollapsed] = useState(() => shellPreferences.navCollapsed());
  const toggle = () => {
    const next = !collapsed;
    setCollapsed(next);
    shellPreferences.setNavCollapsed(next);
  };
  return [collapsed, toggle] as const;
}
