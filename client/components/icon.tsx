import {
  BadgeCheck,
  Building2,
  DoorOpen,
  HardHat,
  House,
  KeyRound,
  Leaf,
  ShieldCheck,
  Smartphone,
  Wrench,
  type LucideIcon,
} from 'lucide-react';

/**
 * Data files name icons by string so they stay free of React; this is the one place that maps
 * a name to a lucide-react component. An unknown name falls back to a key.
 */
const icons: Record<string, LucideIcon> = {
  'badge-check': BadgeCheck,
  building: Building2,
  'door-open': DoorOpen,
  'hard-hat': HardHat,
  house: House,
  key: KeyRound,
  leaf: Leaf,
  'shield-check': ShieldCheck,
  smartphone: Smartphone,
  wrench: Wrench,
};

export function Icon({ name, size = 24 }: { name: string; size?: number }) {
  const Component = icons[name] ?? KeyRound;
  return <Component size={size} aria-hidden="true" focusable="false" />;
}
