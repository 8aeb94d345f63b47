import type { IconName } from '../../shared/icons.ts';
import { useAssets } from '../assets-context.tsx';

interface IconProps {
  name: IconName;
  size?: number;
  className?: string;
}

/**
 * One icon from the sprite the build makes (shared/icons.ts lists them): no JavaScript per icon,
 * and the browser downloads the sprite once for every page. Icons are decoration: the text beside
 * them carries the meaning, so they are hidden from assistive technology.
 */
export function Icon({ name, size = 24, className }: IconProps) {
  const { icons } = useAssets();
  return (
    <svg
      className={className ? `icon ${className}` : 'icon'}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <use href={`${icons}#${name}`} />
    </svg>
  );
}
