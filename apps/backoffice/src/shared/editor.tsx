import { PlusOutlined } from '@ant-design/icons';
import { CanAccess } from '@refinedev/core';
import { Button } from 'antd';
import { useCallback, useState } from 'react';
import type { ResourceName } from '../resources';

/**
 * The state of a list page's create / edit dialog: closed, open for a new row, or open on the row being edited.
 * `close` is what the dialog's cancel and a successful submit both do.
 */
export function useEditor<T>() {
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<T | null>(null);
  const close = useCallback(() => {
    setCreating(false);
    setEditing(null);
  }, []);
  const create = useCallback(() => setCreating(true), []);
  return { open: creating || editing !== null, editing, create, edit: setEditing, close };
}

/** A list's "new ..." button, shown to operators whose roles may create the resource. */
export function CreateButton(props: { resource: ResourceName; label: string; testId: string; onClick: () => void }) {
  return (
    <CanAccess resource={props.resource} action="create">
      <Button type="primary" icon={<PlusOutlined aria-hidden="true" />} onClick={props.onClick} data-testid={props.testId}>
        {props.label}
      </Button>
    </CanAccess>
  );
}
