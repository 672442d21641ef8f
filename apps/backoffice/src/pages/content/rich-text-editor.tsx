import {
  BoldOutlined,
  ItalicOutlined,
  LinkOutlined,
  OrderedListOutlined,
  PictureOutlined,
  RedoOutlined,
  StrikethroughOutlined,
  UnderlineOutlined,
  UndoOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import { useTranslate } from '@refinedev/core';
import Image from '@tiptap/extension-image';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { Button, Divider, Form, Input, Modal, Space, Tooltip } from 'antd';
import { useEffect, useState, type ReactNode } from 'react';
import { safeEditorUrl } from './rich-text';
import './content.css';

/**
 * The promotion's rich text, on TipTap (ProseMirror): only what the server's sanitizer keeps can be made here
 * (paragraphs, headings 2 to 4, bold, italic, underline, strike, lists, quotes, rules, links, https pictures), so what
 * the operator sees is what is stored. Under the back office's policy: TipTap's own style element is not injected
 * (`injectCSS: false`, its few rules are in content.css, a file of ours) and no inline script or handler is made.
 */
export function RichTextEditor({ value, onChange, label }: { value: string; onChange: (html: string) => void; label: string }) {
  const translate = useTranslate();
  const editor = useEditor({
    injectCSS: false,
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3, 4] },
        code: false,
        codeBlock: false,
        link: {
          openOnClick: false,
          autolink: true,
          defaultProtocol: 'https',
          protocols: ['https', 'mailto'],
          isAllowedUri: (url) => safeEditorUrl(url, false) !== null,
        },
      }),
      Image.configure({ inline: false, allowBase64: false }),
    ],
    content: value,
    editorProps: { attributes: { 'aria-label': label, 'aria-multiline': 'true', role: 'textbox', class: 'bo-rte-content', 'data-testid': 'promotion-content' } },
    onUpdate: ({ editor: e }) => onChange(e.getHTML()),
  });

  // Content replaced from outside (the promotion loaded, the server's sanitized HTML after a save).
  useEffect(() => {
    if (editor && !editor.isDestroyed && value !== editor.getHTML()) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  return (
    <div className="bo-rte">
      {editor && <Toolbar editor={editor} />}
      <EditorContent editor={editor} />
      {!editor && <div className="bo-rte-content">{translate('states.loading')}</div>}
    </div>
  );
}

function Toolbar({ editor }: { editor: Editor }) {
  const translate = useTranslate();
  const [dialog, setDialog] = useState<'link' | 'image' | null>(null);
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      underline: e.isActive('underline'),
      strike: e.isActive('strike'),
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      bullet: e.isActive('bulletList'),
      ordered: e.isActive('orderedList'),
      quote: e.isActive('blockquote'),
      link: e.isActive('link'),
      href: (e.getAttributes('link').href as string | undefined) ?? '',
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  });
  const chain = () => editor.chain().focus();
  const tool = (key: string, title: string, icon: ReactNode, active: boolean, run: () => void, disabled = false) => (
    <Tooltip title={title} key={key}>
      <Button
        size="small"
        type={active ? 'primary' : 'text'}
        aria-label={title}
        aria-pressed={active}
        icon={icon}
        disabled={disabled}
        onMouseDown={(e) => e.preventDefault()}
        onClick={run}
      />
    </Tooltip>
  );
  const text = (t: string) => <span className="bo-rte-tool-text">{t}</span>;

  return (
    <div className="bo-rte-toolbar" role="toolbar" aria-label={translate('promotionEditor.toolbar')}>
      <Space size={2} wrap split={<Divider type="vertical" />}>
        <Space size={2}>
          {tool('bold', translate('promotionEditor.tools.bold'), <BoldOutlined />, state.bold, () => chain().toggleBold().run())}
          {tool('italic', translate('promotionEditor.tools.italic'), <ItalicOutlined />, state.italic, () => chain().toggleItalic().run())}
          {tool('underline', translate('promotionEditor.tools.underline'), <UnderlineOutlined />, state.underline, () => chain().toggleUnderline().run())}
          {tool('strike', translate('promotionEditor.tools.strike'), <StrikethroughOutlined />, state.strike, () => chain().toggleStrike().run())}
        </Space>
        <Space size={2}>
          {tool('h2', translate('promotionEditor.tools.h2'), text('H2'), state.h2, () => chain().toggleHeading({ level: 2 }).run())}
          {tool('h3', translate('promotionEditor.tools.h3'), text('H3'), state.h3, () => chain().toggleHeading({ level: 3 }).run())}
          {tool('bullet', translate('promotionEditor.tools.bulletList'), <UnorderedListOutlined />, state.bullet, () => chain().toggleBulletList().run())}
          {tool('ordered', translate('promotionEditor.tools.orderedList'), <OrderedListOutlined />, state.ordered, () => chain().toggleOrderedList().run())}
          {tool('quote', translate('promotionEditor.tools.quote'), text('“ ”'), state.quote, () => chain().toggleBlockquote().run())}
          {tool('rule', translate('promotionEditor.tools.rule'), text('—'), false, () => chain().setHorizontalRule().run())}
        </Space>
        <Space size={2}>
          {tool('link', translate('promotionEditor.tools.link'), <LinkOutlined />, state.link, () => setDialog('link'))}
          {tool('image', translate('promotionEditor.tools.image'), <PictureOutlined />, false, () => setDialog('image'))}
        </Space>
        <Space size={2}>
          {tool('undo', translate('promotionEditor.tools.undo'), <UndoOutlined />, false, () => chain().undo().run(), !state.canUndo)}
          {tool('redo', translate('promotionEditor.tools.redo'), <RedoOutlined />, false, () => chain().redo().run(), !state.canRedo)}
        </Space>
      </Space>
      <UrlDialog
        kind={dialog}
        href={state.href}
        onClose={() => setDialog(null)}
        onLink={(href) => {
          if (href === null) chain().extendMarkRange('link').unsetLink().run();
          else chain().extendMarkRange('link').setLink({ href }).run();
          setDialog(null);
        }}
        onImage={(src, alt) => {
          chain().setImage({ src, alt }).run();
          setDialog(null);
        }}
      />
    </div>
  );
}

/** The address of a link (or none, to remove it) or of a picture with its text. */
function UrlDialog({
  kind,
  href,
  onClose,
  onLink,
  onImage,
}: {
  kind: 'link' | 'image' | null;
  href: string;
  onClose: () => void;
  onLink: (href: string | null) => void;
  onImage: (src: string, alt: string) => void;
}) {
  const translate = useTranslate();
  const [form] = Form.useForm<{ url: string; alt?: string }>();
  useEffect(() => {
    if (kind) form.setFieldsValue({ url: kind === 'link' ? href : '', alt: '' });
  }, [kind, href, form]);
  const image = kind === 'image';
  return (
    <Modal
      open={kind !== null}
      title={translate(image ? 'promotionEditor.imageTitle' : 'promotionEditor.linkTitle')}
      okText={translate('buttons.save')}
      cancelText={translate('buttons.cancel')}
      onOk={() => form.submit()}
      onCancel={onClose}
      forceRender
      footer={(_, { OkBtn, CancelBtn }) => (
        <>
          {!image && href && (
            <Button danger onClick={() => onLink(null)}>
              {translate('promotionEditor.removeLink')}
            </Button>
          )}
          <CancelBtn />
          <OkBtn />
        </>
      )}
    >
      <Form
        form={form}
        name="editorUrl"
        layout="vertical"
        onFinish={(v) => {
          const url = safeEditorUrl(v.url.trim(), image)!;
          if (image) onImage(url, (v.alt ?? '').trim());
          else onLink(url);
        }}
      >
        <Form.Item
          name="url"
          label={translate('promotionEditor.url')}
          extra={translate(image ? 'promotionEditor.imageUrlHelp' : 'promotionEditor.linkUrlHelp')}
          rules={[
            {
              validator: (_, v: string | undefined) =>
                safeEditorUrl((v ?? '').trim(), image) !== null ? Promise.resolve() : Promise.reject(new Error(translate('promotionEditor.urlRule'))),
            },
          ]}
        >
          <Input placeholder={image ? 'https://cdn.example.com/promo.jpg' : 'https://example.com/terms'} />
        </Form.Item>
        {image && (
          <Form.Item name="alt" label={translate('promotionEditor.alt')} rules={[{ max: 200 }]}>
            <Input />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
