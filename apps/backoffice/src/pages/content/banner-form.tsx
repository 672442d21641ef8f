import { UploadOutlined } from '@ant-design/icons';
import { CanAccess, useTranslate } from '@refinedev/core';
import { BANNER_GROUPS, BANNER_TITLE_MAX, LIMITS, type OpsBanner, type OpsBannerPictureAddress } from '@wps/contract';
import { App, Button, Form, Input, Modal, Select, Space, Upload } from 'antd';
import { useEffect } from 'react';
import { useOpsAction } from '../../shared/actions';
import { imageOk, linkOk, windowOf, type BannerValues } from './content-values';
import { ScheduleFields } from './schedule-fields';

/** A new banner (`banner` null, in `group`) or a banner's change: group, title, picture, link, order, switch, window. */
export function BannerModal({
  open,
  banner,
  group,
  pending,
  onSubmit,
  onClose,
}: {
  open: boolean;
  banner: OpsBanner | null;
  group: string;
  pending: boolean;
  onSubmit: (v: BannerValues) => void;
  onClose: () => void;
}) {
  const translate = useTranslate();
  const [form] = Form.useForm<BannerValues>();
  const { message } = App.useApp();
  const upload = useOpsAction<OpsBannerPictureAddress>('banners', 'upload', { success: translate('banners.pictureUploaded') });
  /**
   * A picture from the operator's computer: the server checks and re-encodes it and answers its address under its
   * content hash, which fills the picture field (saved with the banner).
   */
  const sendPicture = async (file: File) => {
    if (file.size > LIMITS.imageBytes) {
      void message.error(translate('banners.pictureTooLarge', { max: Math.floor(LIMITS.imageBytes / 1_048_576) }));
      return;
    }
    const picture = await new Promise<string>((resolve, reject) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
      reader.readAsDataURL(file);
    }).catch(() => null);
    if (picture === null) return;
    const answer = await upload.run({ body: { picture } });
    if (answer) {
      form.setFieldValue('imageUrl', answer.url);
      void form.validateFields(['imageUrl']);
    }
  };
  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue(
      banner
        ? {
            groupName: banner.groupName,
            title: banner.title,
            imageUrl: banner.imageUrl ?? '',
            linkUrl: banner.linkUrl ?? '',
            sort: banner.sort,
            enabled: banner.enabled,
            window: windowOf(banner),
          }
        : { groupName: group || BANNER_GROUPS[0], title: '', imageUrl: '', linkUrl: '', sort: null, enabled: true, window: undefined },
    );
  }, [open, banner, group, form]);

  return (
    <Modal
      open={open}
      title={banner ? translate('banners.editTitle', { title: banner.title }) : translate('banners.create')}
      okText={translate(banner ? 'buttons.save' : 'buttons.create')}
      cancelText={translate('buttons.cancel')}
      okButtonProps={{ loading: pending, 'data-testid': 'banner-submit' }}
      onOk={() => form.submit()}
      onCancel={onClose}
      forceRender
      width={640}
    >
      <Form form={form} name="banner" layout="vertical" onFinish={onSubmit}>
        <Form.Item name="groupName" label={translate('banners.group')} rules={[{ required: true }]}>
          <Select options={BANNER_GROUPS.map((g) => ({ value: g, label: translate(`banners.groups.${g}`) }))} />
        </Form.Item>
        <Form.Item
          name="title"
          label={translate('banners.titleField')}
          extra={translate('banners.titleHelp')}
          rules={[{ required: true, whitespace: true, max: BANNER_TITLE_MAX, message: translate('content.textRule', { max: BANNER_TITLE_MAX }) }]}
        >
          <Input maxLength={BANNER_TITLE_MAX} showCount />
        </Form.Item>
        <Form.Item
          name="imageUrl"
          label={translate('banners.image')}
          extra={translate('banners.imageHelp')}
          rules={[{ validator: (_, v: string) => (imageOk(v) ? Promise.resolve() : Promise.reject(new Error(translate('banners.imageRule')))) }]}
        >
          <Input placeholder="https://cdn.example.com/banner.jpg" maxLength={500} />
        </Form.Item>
        <CanAccess resource="banners" action="upload">
          <Space style={{ marginTop: -16, marginBottom: 16 }}>
            <Upload
              accept="image/png,image/jpeg"
              showUploadList={false}
              beforeUpload={(file) => {
                void sendPicture(file);
                return false;
              }}
            >
              <Button icon={<UploadOutlined aria-hidden="true" />} loading={upload.pending} data-testid="banner-upload">
                {translate('banners.upload')}
              </Button>
            </Upload>
          </Space>
        </CanAccess>
        <Form.Item
          name="linkUrl"
          label={translate('banners.link')}
          extra={translate('banners.linkHelp')}
          rules={[{ validator: (_, v: string) => (linkOk(v) ? Promise.resolve() : Promise.reject(new Error(translate('banners.linkRule')))) }]}
        >
          <Input placeholder="/m/activity" maxLength={500} />
        </Form.Item>
        <ScheduleFields />
      </Form>
    </Modal>
  );
}
