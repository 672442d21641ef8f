import { useTranslate } from '@refinedev/core';
import { Col, Row, Tag, Typography } from 'antd';

/** The top-level keys whose values differ between before and after. */
export function changedKeys(before: unknown, after: unknown): string[] {
  const obj = (v: unknown) => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {});
  const a = obj(before);
  const b = obj(after);
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...keys].filter((k) => JSON.stringify(a[k]) !== JSON.stringify(b[k])).sort();
}

const pretty = (v: unknown) => (v === null || v === undefined ? '—' : JSON.stringify(v, null, 2));

/** Before and after of an audit row, pretty-printed side by side, with the keys that changed named above. */
export function JsonDiff({ before, after }: { before: unknown; after: unknown }) {
  const translate = useTranslate();
  const changed = changedKeys(before, after);
  return (
    <div data-testid="audit-diff">
      {changed.length > 0 && (
        <div style={{ marginBottom: 8 }}>
          <Typography.Text type="secondary">{translate('audit.changed')}: </Typography.Text>
          {changed.map((k) => (
            <Tag key={k} color="gold">
              {k}
            </Tag>
          ))}
        </div>
      )}
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Typography.Text strong>{translate('audit.before')}</Typography.Text>
          <pre className="bo-json">{pretty(before)}</pre>
        </Col>
        <Col xs={24} md={12}>
          <Typography.Text strong>{translate('audit.after')}</Typography.Text>
          <pre className="bo-json">{pretty(after)}</pre>
        </Col>
      </Row>
    </div>
  );
}
