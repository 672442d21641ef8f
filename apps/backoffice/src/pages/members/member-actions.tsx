import { CanAccess, useTranslate } from '@refinedev/core';
import {
  INBOX_CONTENT_MAX,
  INBOX_TITLE_MAX,
  type OpsMemberDetail,
  type OpsMemberLockResult,
  type OpsMemberPasswordReset,
  type OpsMemberSignOut,
} from '@wps/contract';
import { Alert, App, Button, Checkbox, DatePicker, Form, Input, Modal, Space, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { newRequestId, useOpsAction } from '../../shared/actions';
import { FormDialog } from '../../shared/form-dialog';
import { IssueRewardDialog } from './issue-reward-dialog';
import { lockBody } from './member-format';
import { MemberReasonField } from './member-ui';

type Dialog = 'lock' | 'unlock' | 'password' | 'message' | 'reward' | null;

/**
 * What support does to a member's account, each behind its role (resources.ts: finance and risk read, only support
 * locks): lock (reason, until when), unlock (reason), a new password shown once, sign out everywhere, an inbox message;
 * and finance's manual reward into the member's reward centre.
 */
export function MemberActions({ member, onChanged }: { member: OpsMemberDetail; onChanged: () => void }) {
  const translate = useTranslate();
  const { modal } = App.useApp();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [password, setPassword] = useState<OpsMemberPasswordReset | null>(null);
  // The reward form's idempotency key, new each time it opens.
  const [rewardRequest, setRewardRequest] = useState('');
  const params = { id: member.id };
  const lock = useOpsAction<OpsMemberLockResult>('member', 'lock', {
    success: (r) => translate('member.locked', { count: r?.sessionsEnded ?? 0 }),
    invalidate: ['members', 'memberSessions', 'memberLogins'],
  });
  const unlock = useOpsAction<OpsMemberLockResult>('member', 'unlock', { success: translate('member.unlocked'), invalidate: ['members'] });
  const reset = useOpsAction<OpsMemberPasswordReset>('member', 'resetPassword', { success: () => undefined, invalidate: ['memberSessions'] });
  const signOut = useOpsAction<OpsMemberSignOut>('member', 'signOut', {
    success: (r) => translate('member.signedOut', { count: r?.sessionsEnded ?? 0 }),
    invalidate: ['memberSessions'],
  });
  const message = useOpsAction<{ id: number }>('member', 'message', { success: translate('member.messageSent'), invalidate: ['memberMessages'] });
  const close = () => setDialog(null);
  /** The member's page is read again after a change (Refine invalidates lists, not this one member). */
  const changed = <T,>(answer: T | undefined): T | undefined => {
    if (answer !== undefined) onChanged();
    return answer;
  };
  const locked = member.status === 'locked';

  return (
    <>
      <Space wrap>
        {!locked && (
          <CanAccess resource="member" action="lock">
            <Button danger onClick={() => setDialog('lock')} data-testid="member-lock">
              {translate('member.lock')}
            </Button>
          </CanAccess>
        )}
        {locked && (
          <CanAccess resource="member" action="unlock">
            <Button onClick={() => setDialog('unlock')} data-testid="member-unlock">
              {translate('member.unlock')}
            </Button>
          </CanAccess>
        )}
        <CanAccess resource="member" action="resetPassword">
          <Button onClick={() => setDialog('password')} data-testid="member-reset-password">
            {translate('member.resetPassword')}
          </Button>
        </CanAccess>
        <CanAccess resource="member" action="signOut">
          <Button
            onClick={() =>
              modal.confirm({
                title: translate('member.signOutConfirm', { username: member.username }),
                content: translate('member.signOutNote', { count: member.openSessions }),
                okText: translate('member.signOut'),
                cancelText: translate('buttons.cancel'),
                okButtonProps: { danger: true },
                onOk: async () => changed(await signOut.run({ params })),
              })
            }
            data-testid="member-sign-out"
          >
            {translate('member.signOut')}
          </Button>
        </CanAccess>
        <CanAccess resource="member" action="message">
          <Button type="primary" onClick={() => setDialog('message')} data-testid="member-message">
            {translate('member.sendMessage')}
          </Button>
        </CanAccess>
        <CanAccess resource="member" action="issueReward">
          <Button
            onClick={() => {
              setRewardRequest(newRequestId());
              setDialog('reward');
            }}
            data-testid="member-issue-reward"
          >
            {translate('rewards.issue')}
          </Button>
        </CanAccess>
      </Space>

      <FormDialog<{ reason: string; until?: Dayjs | null }>
        open={dialog === 'lock'}
        testId="member-lock-form"
        title={translate('member.lockTitle', { username: member.username })}
        okText={translate('member.lock')}
        danger
        pending={lock.pending}
        onClose={close}
        onSubmit={async (v) => {
          if (changed(await lock.run({ params, body: lockBody(v) }))) close();
        }}
      >
        <Alert type="warning" showIcon style={{ marginBottom: 16 }} message={translate('member.lockNote')} />
        <MemberReasonField />
        <Form.Item
          name="until"
          label={translate('member.lockUntil')}
          extra={translate('member.lockUntilHelp')}
          rules={[
            {
              validator: (_, v: Dayjs | null | undefined) =>
                v && !v.isAfter(dayjs()) ? Promise.reject(new Error(translate('member.lockUntilPast'))) : Promise.resolve(),
            },
          ]}
        >
          <DatePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" disabledDate={(d) => d.isBefore(dayjs(), 'day')} style={{ width: '100%' }} />
        </Form.Item>
      </FormDialog>

      <FormDialog<{ reason: string }>
        open={dialog === 'unlock'}
        testId="member-unlock-form"
        title={translate('member.unlockTitle', { username: member.username })}
        okText={translate('member.unlock')}
        pending={unlock.pending}
        onClose={close}
        onSubmit={async (v) => {
          if (changed(await unlock.run({ params, body: { reason: v.reason.trim() } }))) close();
        }}
      >
        <MemberReasonField />
      </FormDialog>

      <FormDialog<{ temporary: boolean }>
        open={dialog === 'password'}
        testId="member-password-form"
        title={translate('member.resetPasswordTitle', { username: member.username })}
        okText={translate('member.resetPassword')}
        danger
        pending={reset.pending}
        initialValues={{ temporary: true }}
        onClose={close}
        onSubmit={async (v) => {
          const answer = changed(await reset.run({ params, body: { temporary: v.temporary } }));
          if (!answer) return;
          close();
          setPassword(answer);
        }}
      >
        <Alert type="warning" showIcon style={{ marginBottom: 16 }} message={translate('member.resetPasswordNote')} />
        <Form.Item name="temporary" valuePropName="checked">
          <Checkbox>{translate('member.temporary')}</Checkbox>
        </Form.Item>
      </FormDialog>

      <FormDialog<{ title: string; content: string }>
        open={dialog === 'message'}
        testId="member-message-form"
        title={translate('member.messageTitle', { username: member.username })}
        okText={translate('member.send')}
        pending={message.pending}
        onClose={close}
        onSubmit={async (v) => {
          if (await message.run({ body: { userName: member.username, title: v.title.trim(), content: v.content.trim() } })) close();
        }}
      >
        <Form.Item
          name="title"
          label={translate('member.messageSubject')}
          rules={[
            { required: true, whitespace: true, message: translate('member.messageSubjectRequired') },
            { max: INBOX_TITLE_MAX, message: translate('member.tooLong', { max: INBOX_TITLE_MAX }) },
          ]}
        >
          <Input maxLength={INBOX_TITLE_MAX} showCount />
        </Form.Item>
        <Form.Item
          name="content"
          label={translate('member.messageContent')}
          rules={[
            { required: true, whitespace: true, message: translate('member.messageContentRequired') },
            { max: INBOX_CONTENT_MAX, message: translate('member.tooLong', { max: INBOX_CONTENT_MAX }) },
          ]}
        >
          <Input.TextArea rows={6} maxLength={INBOX_CONTENT_MAX} showCount />
        </Form.Item>
      </FormDialog>

      <IssueRewardDialog member={member} open={dialog === 'reward'} requestId={rewardRequest} onClose={close} />

      <Modal
        open={password !== null}
        title={translate('member.passwordShownTitle', { username: password?.username ?? '' })}
        onCancel={() => setPassword(null)}
        closable
        maskClosable={false}
        footer={<Button onClick={() => setPassword(null)}>{translate('buttons.close')}</Button>}
      >
        <Space direction="vertical" style={{ width: '100%' }}>
          <Alert type="warning" showIcon message={translate('member.passwordOnce')} />
          <Typography.Text code copyable={{ tooltips: [translate('buttons.copy'), translate('buttons.copied')] }} data-testid="member-temporary-password">
            {password?.temporaryPassword}
          </Typography.Text>
          {password?.temporary && <Typography.Text type="secondary">{translate('member.passwordMustChange')}</Typography.Text>}
          <Typography.Text type="secondary">{translate('member.sessionsEnded', { count: password?.sessionsEnded ?? 0 })}</Typography.Text>
        </Space>
      </Modal>
    </>
  );
}
