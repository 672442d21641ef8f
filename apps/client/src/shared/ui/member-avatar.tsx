import './member-avatar.css';
import { useMemberIconQuery } from '../query/member-icon';

/**
 * The member's head icon where one is set, else the first letter of the name (header, sidebar, member centre).
 * Decorative: the name beside it says who it is.
 */
export function MemberAvatar({ name, className, testId }: { name: string; className?: string; testId?: string }) {
  const icon = useMemberIconQuery().data?.icon;
  return (
    <span className={`avatar${className ? ` ${className}` : ''}`} aria-hidden="true" data-testid={testId}>
      {icon ? <img className="avatar-img" src={icon} alt="" width={48} height={48} decoding="async" /> : name.slice(0, 1).toUpperCase()}
    </span>
  );
}
