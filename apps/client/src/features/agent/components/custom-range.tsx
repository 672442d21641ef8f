import '../../../shared/ui/antd-setup';
import CalendarPickerView from 'antd-mobile/es/components/calendar-picker-view';
import ConfigProvider from 'antd-mobile/es/components/config-provider';
import enUS from 'antd-mobile/es/locales/en-US';
import { AGENT_RANGE_MAX_DAYS, localeTag } from '@wps/contract/lite';
import { useId, useMemo, useState } from 'react';
import { formatDate } from '../../../shared/format/date-time';
import { Sheet } from '../../../shared/ui/sheet';
import { useAgentTranslation } from '../i18n';
import { calendarDate, customRange, pickedDay, type DayRange } from './date-ranges';

/** How far back a custom range may start: a year of reports. */
const CALENDAR_MONTHS = 12;

/**
 * The custom range sheet (its own chunk: antd-mobile's calendar loads when first asked for): the range calendar for
 * touch, two date fields for keyboards and screen readers, kept in step. A range longer than the reports accept
 * (AGENT_RANGE_MAX_DAYS) is refused here, before any call.
 */
export default function CustomRangeSheet({ open, initial, onClose, onApply, testId }: { open: boolean; initial: DayRange; onClose: () => void; onApply: (r: DayRange) => void; testId: string }) {
  const { t } = useAgentTranslation();
  return (
    <Sheet open={open} onClose={onClose} title={t('ag_range_pick')} closeLabel={t('ag_close')} bodyClassName="ag-sheet" testId={testId} destroyOnClose>
      {open ? <CustomRange initial={initial} onApply={onApply} /> : null}
    </Sheet>
  );
}

function CustomRange({ initial, onApply }: { initial: DayRange; onApply: (r: DayRange) => void }) {
  const { t, lng } = useAgentTranslation();
  const [from, setFrom] = useState(initial.start);
  const [to, setTo] = useState(initial.end);
  const ids = { from: useId(), to: useId(), error: useId() };
  const locale = useCalendarLocale();
  const today = new Date();
  const max = today;
  const min = new Date(today.getFullYear(), today.getMonth() - CALENDAR_MONTHS, 1);
  const minDay = pickedDay(min);
  const maxDay = pickedDay(max);
  const complete = /^\d{4}-\d{2}-\d{2}$/.test(from) && /^\d{4}-\d{2}-\d{2}$/.test(to);
  const checked = complete ? customRange(calendarDate(from), calendarDate(to)) : null;
  // Typed in the fields, the end may come first: the calendar shows the range either way.
  const sorted = complete ? ([from, to].sort() as [string, string]) : null;
  const error = !complete ? t('ag_range_incomplete') : checked && !checked.ok ? t('ag_range_too_long', { max: AGENT_RANGE_MAX_DAYS }) : '';
  return (
    <div className="ag-sheet-body ag-calendar">
      <ConfigProvider locale={locale}>
        <CalendarPickerView
          selectionMode="range"
          title={false}
          weekStartsOn="Monday"
          min={min}
          max={max}
          allowClear={false}
          value={sorted ? [calendarDate(sorted[0]), calendarDate(sorted[1])] : null}
          onChange={(v) => {
            if (!v) return;
            setFrom(pickedDay(v[0]));
            setTo(pickedDay(v[1]));
          }}
        />
      </ConfigProvider>
      <div className="ag-range-fields">
        {(['from', 'to'] as const).map((k) => (
          <div className="field" key={k}>
            <label className="field-label" htmlFor={ids[k]}>
              {t(k === 'from' ? 'ag_range_from' : 'ag_range_to')}
            </label>
            <input
              id={ids[k]}
              type="date"
              min={minDay}
              max={maxDay}
              value={k === 'from' ? from : to}
              aria-describedby={error ? ids.error : undefined}
              onChange={(e) => (k === 'from' ? setFrom : setTo)(e.target.value)}
            />
          </div>
        ))}
      </div>
      <p className="ag-muted" id={ids.error} role="status">
        {error || (checked?.ok ? t('ag_range_custom_value', { from: formatDate(checked.range.start, lng), to: formatDate(checked.range.end, lng) }) : '')}
      </p>
      <button type="button" className="btn btn-primary btn-wide" disabled={!checked?.ok} onClick={() => checked?.ok && onApply(checked.range)} data-testid="agent-range-apply">
        {t('ag_range_apply')}
      </button>
    </div>
  );
}

/** antd-mobile's calendar texts in the reader's language: ours for the words, the browser's for the weekday names. */
function useCalendarLocale() {
  const { t, lng } = useAgentTranslation();
  return useMemo(() => {
    const weekday = new Intl.DateTimeFormat(localeTag(lng), { weekday: 'narrow', timeZone: 'UTC' });
    // 2024-01-01 was a Monday: the marks run Monday to Sunday, as antd-mobile expects them.
    const markItems = Array.from({ length: 7 }, (_, i) => weekday.format(new Date(Date.UTC(2024, 0, 1 + i))));
    return {
      ...enUS,
      locale: localeTag(lng),
      Calendar: {
        ...enUS.Calendar,
        title: t('ag_range_pick'),
        confirm: t('ag_range_apply'),
        start: t('ag_cal_start'),
        end: t('ag_cal_end'),
        startAndEnd: t('ag_cal_start_end'),
        today: t('ag_cal_today'),
        markItems,
        yearAndMonth: t('ag_cal_year_month'),
      },
    };
  }, [t, lng]);
}
