import { EVENT_IMAGE_RULES, PROFILE_PHOTO_RULES } from '@friendly/contracts';
import {
  type AvatarImageInputProps,
  type ExistingImage,
  FormField,
  type GalleryImageInputProps,
  ImageInput,
} from '@friendly/ui';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import * as React from 'react';
import { expect, fn, spyOn, userEvent, waitFor, within } from 'storybook/test';

const MB = 1024 * 1024;

/** Story args are the union of both variants; these narrow them for assertions on the callbacks. */
const asAvatar = (args: unknown) => args as AvatarImageInputProps;
const asGallery = (args: unknown) => args as GalleryImageInputProps;

/** A real image from public/images/stories as a File, as if picked from the disk. */
async function storyFile(path: string, name: string, type: string) {
  const blob = await (await fetch(path)).blob();
  return new File([blob], name, { type });
}

/** A file of a given size whose content does not matter (it is refused before any preview). */
function sizedFile(name: string, type: string, bytes: number) {
  return new File([new Uint8Array(bytes)], name, { type });
}

/** The picker filters by `accept` like a browser would; these tests need to hand it anything. */
const anyFileUser = () => userEvent.setup({ applyAccept: false });

function fileInput(canvasElement: HTMLElement) {
  const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('No file input');
  return input;
}

function drop(target: Element, files: File[]) {
  const dataTransfer = new DataTransfer();
  for (const file of files) dataTransfer.items.add(file);
  target.dispatchEvent(new DragEvent('dragenter', { bubbles: true, cancelable: true, dataTransfer }));
  target.dispatchEvent(new DragEvent('dragover', { bubbles: true, cancelable: true, dataTransfer }));
  return () => target.dispatchEvent(new DragEvent('drop', { bubbles: true, cancelable: true, dataTransfer }));
}

const gatherings: ExistingImage[] = [
  { id: 101, url: '/images/stories/gathering-table.jpg', alt: 'Dinner table set for four' },
  { id: 102, url: '/images/stories/gathering-garden.jpg', alt: 'Garden with a bench' },
  { id: 103, url: '/images/stories/gathering-picnic.png', alt: 'Picnic blanket and basket' },
];

const nineImages: ExistingImage[] = Array.from({ length: 9 }, (_, index) => ({
  id: 200 + index,
  url: gatherings[index % gatherings.length]?.url ?? '',
  alt: `Event photo ${index + 1}`,
}));

/** The app renders in StrictMode; so do these stories, to catch effects that misbehave when run twice. */
const withStrictMode: Decorator = (Story) => (
  <React.StrictMode>
    <Story />
  </React.StrictMode>
);

/**
 * Photos. `variant="avatar"` is the profile photo of Complete Host Profile and My Profile:
 * one JPEG, PNG or WebP up to 3 MB, with a round preview. `variant="gallery"` is the event
 * form's images: up to 10 PNG or JPEG files of at most 10 MB, already uploaded images
 * shown by URL, each with a 'Remove image N' button. Files come from the picker or by
 * drag-and-drop; refused files get the spec's messages. Limits and messages are props: the
 * app passes `{...PROFILE_PHOTO_RULES}` or `{...EVENT_IMAGE_RULES}` from @friendly/contracts.
 */
const meta = {
  title: 'Forms/ImageInput',
  component: ImageInput,
  args: { ...PROFILE_PHOTO_RULES, onValueChange: fn(), onReject: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: ['avatar', 'gallery'] },
    disabled: { control: 'boolean' },
    invalid: { control: 'boolean' },
  },
  decorators: [withStrictMode],
} satisfies Meta<typeof ImageInput>;

export default meta;
type Story = StoryObj<typeof meta>;

const galleryArgs = {
  variant: 'gallery' as const,
  ...EVENT_IMAGE_RULES,
  onFilesChange: fn(),
  onExistingImagesChange: fn(),
  onReject: fn(),
};

function GalleryFrame({ children }: { children: React.ReactNode }) {
  return <div className="w-[38rem] max-w-full">{children}</div>;
}

export const AvatarEmpty: Story = {
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Upload photo' });
    await expect(button).toHaveAccessibleDescription('JPEG, PNG or WebP, up to 3\u00a0MB.');
    await expect(canvas.queryByRole('img')).toBeNull();
  },
};

export const AvatarWithPhoto: Story = {
  args: { src: '/images/stories/host-portrait.png' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Profile photo' })).toHaveAttribute(
      'src',
      '/images/stories/host-portrait.png',
    );
    await expect(canvas.getByRole('button', { name: 'Change photo' })).toBeVisible();
  },
};

/** Choosing a WebP shows it at once (an object URL) and hands the file to the form. */
export const AvatarUpload: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    const photo = await storyFile('/images/stories/host-portrait.webp', 'me.webp', 'image/webp');
    await userEvent.upload(fileInput(canvasElement), photo);
    const preview = await canvas.findByRole('img', { name: 'Profile photo' });
    await expect(preview.getAttribute('src')).toMatch(/^blob:/);
    await expect(asAvatar(args).onValueChange).toHaveBeenCalledWith(photo);
    await expect(args.onReject).toHaveBeenLastCalledWith([]);
    await expect(canvas.getByRole('button', { name: 'Change photo' })).toBeVisible();
  },
};

export const AvatarInvalidType: Story = {
  args: { src: '/images/stories/host-portrait.png' },
  play: async ({ canvas, canvasElement, args }) => {
    await anyFileUser().upload(fileInput(canvasElement), sizedFile('cv.pdf', 'application/pdf', 2000));
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Image type is invalid. Please upload a JPEG, PNG, or WebP file.',
    );
    await expect(asAvatar(args).onValueChange).not.toHaveBeenCalled();
    await expect(canvas.getByRole('button', { name: 'Change photo' })).toHaveAccessibleDescription(
      'JPEG, PNG or WebP, up to 3\u00a0MB. Image type is invalid. Please upload a JPEG, PNG, or WebP file.',
    );
    // The current photo stays.
    await expect(canvas.getByRole('img', { name: 'Profile photo' })).toHaveAttribute(
      'src',
      '/images/stories/host-portrait.png',
    );
  },
};

export const AvatarOversize: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.upload(fileInput(canvasElement), sizedFile('huge.png', 'image/png', 3 * MB + 1));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Image should be under 3 MB.');
    await expect(args.onReject).toHaveBeenCalledWith(['Image should be under 3 MB.']);
    await expect(canvas.getByRole('group')).toHaveAttribute('data-invalid', 'true');
  },
};

/** A photo dropped on the area is taken like a picked one. */
export const AvatarDrop: Story = {
  play: async ({ canvas, args }) => {
    const group = canvas.getByRole('group');
    const photo = await storyFile('/images/stories/host-portrait.png', 'me.png', 'image/png');
    const release = drop(group, [photo]);
    await waitFor(() => expect(group).toHaveAttribute('data-state', 'dragging'));
    release();
    await waitFor(() => expect(group).toHaveAttribute('data-state', 'idle'));
    await expect(asAvatar(args).onValueChange).toHaveBeenCalledWith(photo);
    await expect(await canvas.findByRole('img', { name: 'Profile photo' })).toBeVisible();
  },
};

/** In the profile form: the label names the group; a server error shows beside the photo. */
export const AvatarInFormWithServerError: Story = {
  args: { src: '/images/stories/host-portrait.png', error: 'The profile photo failed to upload.' },
  render: (args) => (
    <FormField label="Profile photo">
      <ImageInput {...args} />
    </FormField>
  ),
  play: async ({ canvas }) => {
    const group = canvas.getByRole('group', { name: 'Profile photo' });
    await expect(group).toHaveAttribute('data-invalid', 'true');
    await expect(within(group).getByRole('alert')).toHaveTextContent('The profile photo failed to upload.');
  },
};

export const AvatarDisabled: Story = {
  args: { src: '/images/stories/host-portrait.png', disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Change photo' })).toBeDisabled();
  },
};

export const GalleryEmpty: Story = {
  args: galleryArgs,
  render: (args) => (
    <GalleryFrame>
      <ImageInput {...args} />
    </GalleryFrame>
  ),
  play: async ({ canvas }) => {
    const add = canvas.getByRole('button', { name: 'Add images' });
    await expect(add).toHaveAccessibleDescription(
      '0 of 10 images PNG or JPEG, up to 10\u00a0MB each. Drag images here or use Add images.',
    );
    await expect(canvas.queryAllByRole('listitem')).toHaveLength(1);
  },
};

/** Edit mode: uploaded images by URL, each with its own remove button. */
export const GalleryWithExisting: Story = {
  args: { ...galleryArgs, defaultExistingImages: gatherings },
  render: (args) => (
    <GalleryFrame>
      <ImageInput {...args} />
    </GalleryFrame>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Dinner table set for four' })).toBeVisible();
    for (const position of [1, 2, 3]) {
      await expect(canvas.getByRole('button', { name: `Remove image ${position}` })).toBeVisible();
    }
    await expect(canvas.getByText('3 of 10 images')).toBeVisible();
  },
};

/** New files join the existing ones with previews. */
export const GalleryUpload: Story = {
  args: { ...galleryArgs, defaultExistingImages: gatherings.slice(0, 1) },
  render: (args) => (
    <GalleryFrame>
      <ImageInput {...args} />
    </GalleryFrame>
  ),
  play: async ({ canvas, canvasElement, args }) => {
    const garden = await storyFile('/images/stories/gathering-garden.jpg', 'garden.jpg', 'image/jpeg');
    const picnic = await storyFile('/images/stories/gathering-picnic.png', 'picnic.png', 'image/png');
    await userEvent.upload(fileInput(canvasElement), [garden, picnic]);
    await expect(asGallery(args).onFilesChange).toHaveBeenLastCalledWith([garden, picnic]);
    const preview = await canvas.findByRole('img', { name: 'picnic.png' });
    await waitFor(() => expect(preview.getAttribute('src')).toMatch(/^blob:/));
    await expect(canvas.getByText('3 of 10 images')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Remove image 3' })).toBeVisible();
  },
};

/** Remove from the keyboard: focus moves to the image that takes its place. */
export const GalleryRemoveWithKeyboard: Story = {
  args: { ...galleryArgs, defaultExistingImages: gatherings },
  render: (args) => (
    <GalleryFrame>
      <ImageInput {...args} />
    </GalleryFrame>
  ),
  play: async ({ canvas, args }) => {
    canvas.getByRole('button', { name: 'Remove image 2' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(asGallery(args).onExistingImagesChange).toHaveBeenCalledWith([gatherings[0], gatherings[2]]);
    await expect(canvas.queryByRole('img', { name: 'Garden with a bench' })).toBeNull();
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Remove image 2' })).toHaveFocus());
    await userEvent.keyboard(' ');
    await userEvent.keyboard(' ');
    // With every image gone, focus lands on the add button.
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Add images' })).toHaveFocus());
    await expect(canvas.getByText('0 of 10 images')).toBeVisible();
  },
};

/** Wrong formats are named one by one; good files in the same batch still go in. */
export const GalleryInvalidFiles: Story = {
  args: galleryArgs,
  render: (args) => (
    <GalleryFrame>
      <ImageInput {...args} />
    </GalleryFrame>
  ),
  play: async ({ canvas, canvasElement, args }) => {
    const table = await storyFile('/images/stories/gathering-table.jpg', 'table.jpg', 'image/jpeg');
    await anyFileUser().upload(fileInput(canvasElement), [
      sizedFile('beach.webp', 'image/webp', 4000),
      table,
      sizedFile('invite.gif', 'image/gif', 4000),
    ]);
    const alert = canvas.getByRole('alert');
    await expect(
      within(alert)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'beach.webp is not a supported format. Please use PNG or JPEG.',
      'invite.gif is not a supported format. Please use PNG or JPEG.',
    ]);
    await expect(asGallery(args).onFilesChange).toHaveBeenCalledWith([table]);
    await expect(await canvas.findByRole('img', { name: 'table.jpg' })).toBeVisible();
  },
};

export const GalleryOversize: Story = {
  args: galleryArgs,
  render: (args) => (
    <GalleryFrame>
      <ImageInput {...args} />
    </GalleryFrame>
  ),
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.upload(
      fileInput(canvasElement),
      sizedFile('rooftop-panorama.png', 'image/png', 10 * MB + 1),
    );
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'rooftop-panorama.png is too large. Maximum size is 10 MB.',
    );
    await expect(asGallery(args).onFilesChange).not.toHaveBeenCalled();
  },
};

/** Nine images and three more picked: one fits, the spec's limit message explains the rest. */
export const GalleryMaxReached: Story = {
  args: { ...galleryArgs, defaultExistingImages: nineImages },
  render: (args) => (
    <GalleryFrame>
      <ImageInput {...args} />
    </GalleryFrame>
  ),
  play: async ({ canvas, canvasElement, args }) => {
    const files = await Promise.all(
      ['one', 'two', 'three'].map((name) =>
        storyFile('/images/stories/gathering-garden.jpg', `${name}.jpg`, 'image/jpeg'),
      ),
    );
    await userEvent.upload(fileInput(canvasElement), files);
    await expect(asGallery(args).onFilesChange).toHaveBeenCalledWith([files[0]]);
    await expect(canvas.getByRole('alert')).toHaveTextContent('You can upload a maximum of 10 images.');
    await expect(canvas.getByText('10 of 10 images')).toBeVisible();
    const add = canvas.getByRole('button', { name: 'Maximum reached' });
    await expect(add).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByRole('group')).toHaveAttribute('data-full', 'true');
  },
};

/** Dropping files on the gallery adds them like picking does. */
export const GalleryDragAndDrop: Story = {
  args: galleryArgs,
  render: (args) => (
    <GalleryFrame>
      <ImageInput {...args} />
    </GalleryFrame>
  ),
  play: async ({ canvas, args }) => {
    const group = canvas.getByRole('group');
    const picnic = await storyFile('/images/stories/gathering-picnic.png', 'picnic.png', 'image/png');
    const release = drop(group, [picnic]);
    await waitFor(() => expect(group).toHaveAttribute('data-state', 'dragging'));
    release();
    await waitFor(() => expect(group).toHaveAttribute('data-state', 'idle'));
    await expect(asGallery(args).onFilesChange).toHaveBeenCalledWith([picnic]);
    await expect(await canvas.findByRole('img', { name: 'picnic.png' })).toBeVisible();
  },
};

/** Previews are object URLs; each is revoked when its image is removed. */
export const GalleryRevokesPreviews: Story = {
  args: galleryArgs,
  parameters: { visual: { disable: true } },
  render: (args) => (
    <GalleryFrame>
      <ImageInput {...args} />
    </GalleryFrame>
  ),
  play: async ({ canvas, canvasElement }) => {
    const revoke = spyOn(URL, 'revokeObjectURL');
    try {
      const picnic = await storyFile('/images/stories/gathering-picnic.png', 'picnic.png', 'image/png');
      await userEvent.upload(fileInput(canvasElement), picnic);
      const preview = await canvas.findByRole('img', { name: 'picnic.png' });
      await waitFor(() => expect(preview.getAttribute('src')).toMatch(/^blob:/));
      const url = preview.getAttribute('src');
      await userEvent.click(canvas.getByRole('button', { name: 'Remove image 1' }));
      await waitFor(() => expect(revoke).toHaveBeenCalledWith(url));
    } finally {
      revoke.mockRestore();
    }
  },
};

/** In the event form, with the step's error when no image is left. */
export const GalleryInForm: Story = {
  args: galleryArgs,
  render: (args) => (
    <GalleryFrame>
      <FormField label="Event images" error="At least one image is required">
        <ImageInput {...args} />
      </FormField>
    </GalleryFrame>
  ),
  play: async ({ canvas }) => {
    const group = canvas.getByRole('group', { name: 'Event images' });
    await expect(group).toHaveAttribute('data-invalid', 'true');
    await expect(canvas.getByRole('button', { name: 'Add images' })).toHaveAccessibleDescription(
      /At least one image is required$/,
    );
  },
};

export const GalleryDisabled: Story = {
  args: { ...galleryArgs, defaultExistingImages: gatherings, disabled: true },
  render: (args) => (
    <GalleryFrame>
      <ImageInput {...args} />
    </GalleryFrame>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Add images' })).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: /Remove image/ })).toBeNull();
  },
};

/** Controlled by a form that keeps new files and the ids to remove, as the event form sends them. */
export const GalleryControlled: Story = {
  args: galleryArgs,
  render: function Render(args) {
    const [files, setFiles] = React.useState<File[]>([]);
    const [existing, setExisting] = React.useState<ExistingImage[]>(gatherings);
    const removed = gatherings.filter((image) => !existing.includes(image)).map((image) => image.id);
    return (
      <GalleryFrame>
        <div className="grid gap-3">
          <ImageInput
            {...asGallery(args)}
            files={files}
            onFilesChange={setFiles}
            existingImages={existing}
            onExistingImagesChange={setExisting}
          />
          <output data-testid="payload" className="text-ink-600 text-sm">
            images[] {files.length} new, removed_images {JSON.stringify(removed)}
          </output>
        </div>
      </GalleryFrame>
    );
  },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Remove image 1' }));
    await userEvent.upload(
      fileInput(canvasElement),
      await storyFile('/images/stories/gathering-table.jpg', 'table.jpg', 'image/jpeg'),
    );
    await expect(canvas.getByTestId('payload')).toHaveTextContent('images[] 1 new, removed_images [101]');
  },
};

export const NarrowViewport: Story = {
  args: { ...galleryArgs, defaultExistingImages: gatherings },
  globals: { viewport: { value: 'mobile1' } },
  render: (args) => (
    <div className="grid w-[18rem] gap-6">
      <ImageInput variant="avatar" {...PROFILE_PHOTO_RULES} src="/images/stories/host-portrait.png" />
      <ImageInput {...args} />
    </div>
  ),
};

export const AllVariants: Story = {
  render: () => (
    <div className="grid w-[38rem] max-w-full gap-8">
      <div className="flex flex-wrap gap-8">
        <ImageInput variant="avatar" {...PROFILE_PHOTO_RULES} />
        <ImageInput variant="avatar" {...PROFILE_PHOTO_RULES} src="/images/stories/host-portrait.png" />
        <ImageInput
          variant="avatar"
          {...PROFILE_PHOTO_RULES}
          src="/images/stories/host-portrait.png"
          error="Image should be under 3 MB."
        />
        <ImageInput
          variant="avatar"
          {...PROFILE_PHOTO_RULES}
          src="/images/stories/host-portrait.png"
          disabled
        />
      </div>
      <ImageInput variant="gallery" {...EVENT_IMAGE_RULES} defaultExistingImages={gatherings} />
      <ImageInput
        variant="gallery"
        {...EVENT_IMAGE_RULES}
        defaultExistingImages={[...nineImages, { id: 300, url: '/images/missing.jpg' }]}
      />
    </div>
  ),
};
