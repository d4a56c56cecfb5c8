import { POSSIBLE_OPT_OUT_BADGE, type Lead } from '@torque/domain';
import { memo } from 'react';
import { leadRowLabel, leadRowView, PLAIN_ROWS, type LeadRowView, type RowDisplay } from './lead-row-view';
import classes from './LeadRow.module.css';

type LeadRowProps = {
  readonly lead: Lead;
  readonly selected: boolean;
  /** Where the row leads (the view's path with the lead's id). */
  readonly to?: string;
  readonly display?: RowDisplay;
};

type CachedView = {
  readonly minute: number;
  readonly display: RowDisplay;
  readonly view: LeadRowView;
  readonly label: string;
};

/**
 * Row views by lead snapshot: a row scrolled out and back in (a remount) reuses its view instead of
 * sanitising the preview again. The inbox hands out a new snapshot when the lead changes, and a view
 * is worked out afresh each minute, as the time and the delay styling depend on the clock.
 */
const views = new WeakMap<Lead, CachedView>();

function rowViewOf(lead: Lead, display: RowDisplay): CachedView {
  const now = Date.now();
  const minute = Math.floor(now / 60_000);
  const cached = views.get(lead);
  if (cached && cached.minute === minute && cached.display === display) return cached;
  const view = leadRowView(lead, new Date(now), display);
  const fresh = { minute, display, view, label: leadRowLabel(view) };
  views.set(lead, fresh);
  return fresh;
}

/**
 * One lead in the list: a link that opens its conversation. Plain elements styled with Mantine's
 * variables rather than Mantine components: the list mounts a screenful of these on every burst of
 * real-time messages, and each Mantine component costs more to render than the row's own work. For
 * the same reason the link is a plain anchor: LeadList turns its clicks into in-app navigation with
 * one handler for every row (a router Link costs several hooks per row).
 */
export const LeadRow = memo(function LeadRow({ lead, selected, to, display = PLAIN_ROWS }: LeadRowProps) {
  const { view, label } = rowViewOf(lead, display);
  const unread = view.unread !== null;
  return (
    <a
      href={to ?? `/leadmanager/${lead.id}`}
      data-lead-row=""
      className={classes.row}
      data-selected={selected || undefined}
      data-delay={view.delay === 'none' ? undefined : view.delay.split(' ')[0]}
      data-unread={unread || undefined}
      aria-current={selected ? 'page' : undefined}
      aria-label={label}
    >
      <span className={classes.name}>{view.name}</span>
      <span className={classes.time}>{view.time}</span>
      <span className={classes.preview}>{view.preview || <em>No messages yet</em>}</span>
      {view.unread !== null && (
        <span
          className={classes.unread}
          data-circle={view.unread < 10 || undefined}
          aria-label={`${view.unread} unread`}
        >
          {view.unread}
        </span>
      )}
      <span className={classes.meta}>
        <span className={classes.phone}>{view.phone}</span>
        {/* Before the other tags, so a narrow row still shows it (issue 29: put in front of staff). */}
        {view.possibleOptOut && (
          <span className={classes.tag} data-color="orange">
            {POSSIBLE_OPT_OUT_BADGE}
          </span>
        )}
        <span className={classes.tag}>{view.serviceType}</span>
        {view.responseTime && (
          <span className={classes.tag} data-color="blue">
            {view.responseTime}
          </span>
        )}
        {view.optedOut && (
          <span className={classes.tag} data-color="red">
            Opted out
          </span>
        )}
      </span>
    </a>
  );
});
