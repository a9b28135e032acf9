import { useEffect, useId, useRef, useState } from 'react';
import { Box, Field, HStack, Slider, Stack, Text } from '@chakra-ui/react';
import { toast } from '@/components/feedback';
import { humanMessage } from '@/lib/errors';
import { AVATAR_OUTPUT_SIZE, AVATAR_TYPES, avatarFileProblem, cropSquare, fieldOfRefusal } from '@/lib/profile';
import { isApiError } from '@/api/errors';
import type { OverlayProps } from '@/overlays';
import { useUploadAvatar } from './api';
import { FormActions, FormError } from '@/components/form-actions';

const PREVIEW = 192;
/** A refusal naming the image goes on the file field. */
const IMAGE_FIELD = [['image', /image|picture|photo|file/i]] as const;

/** Draws the kept square of `image` on `canvas` at `size` px. */
function draw(
  canvas: HTMLCanvasElement,
  image: HTMLImageElement,
  size: number,
  zoom: number,
  panX: number,
  panY: number,
) {
  canvas.width = size;
  canvas.height = size;
  const ctx = canvas.getContext('2d');
  if (!ctx) return;
  const crop = cropSquare(image.naturalWidth, image.naturalHeight, zoom, panX, panY);
  ctx.clearRect(0, 0, size, size);
  ctx.drawImage(image, crop.x, crop.y, crop.size, crop.size, 0, 0, size, size);
}

/** The editAvatar overlay (`?editAvatar`): choose an image (type and size checked), crop it to a
 * square with zoom and position, preview it, and upload it (multipart). */
export default function EditAvatarOverlay({ close }: OverlayProps) {
  const [problem, setProblem] = useState<string | null>(null);
  const [image, setImage] = useState<HTMLImageElement | null>(null);
  const [zoom, setZoom] = useState(1);
  const [panX, setPanX] = useState(0);
  const [panY, setPanY] = useState(0);
  const preview = useRef<HTMLCanvasElement>(null);
  const upload = useUploadAvatar();
  const inputId = useId();
  const helpId = `${inputId}-help`;
  const errorId = `${inputId}-error`;

  useEffect(() => {
    if (image && preview.current) draw(preview.current, image, PREVIEW, zoom, panX, panY);
  }, [image, zoom, panX, panY]);

  const choose = (file: File | undefined) => {
    if (!file) return;
    const p = avatarFileProblem(file);
    setProblem(p);
    setImage(null);
    if (p) return;
    // Read as a data: URL, not a blob: one: the console's Content-Security-Policy allows data:
    // images (img-src 'self' data: https:), and a blob: preview was refused in the built app.
    const reader = new FileReader();
    reader.onerror = () => setProblem('This file could not be read as an image.');
    reader.onload = () => {
      if (typeof reader.result !== 'string') return setProblem('This file could not be read as an image.');
      const img = new Image();
      img.onload = () => {
        setImage(img);
        setZoom(1);
        setPanX(0);
        setPanY(0);
      };
      img.onerror = () => setProblem('This file could not be read as an image.');
      img.src = reader.result;
    };
    reader.readAsDataURL(file);
  };

  const send = () => {
    if (!image) return;
    const canvas = document.createElement('canvas');
    draw(canvas, image, AVATAR_OUTPUT_SIZE, zoom, panX, panY);
    canvas.toBlob((blob) => {
      if (!blob) return setProblem('The image could not be prepared. Try another one.');
      upload.mutate(blob, {
        onSuccess: () => {
          toast('Profile picture saved', { type: 'success' });
          close();
        },
        onError: (error) => {
          const message = humanMessage(error);
          if (isApiError(error) && fieldOfRefusal(error.status, message, IMAGE_FIELD)) setProblem(message);
        },
      });
    }, 'image/png');
  };

  const slider = (label: string, value: number, min: number, max: number, set: (n: number) => void) => (
    <Slider.Root
      value={[value]}
      min={min}
      max={max}
      step={0.05}
      onValueChange={(d) => set(d.value[0] ?? value)}
      size="sm"
    >
      <Slider.Label>{label}</Slider.Label>
      <Slider.Control>
        <Slider.Track>
          <Slider.Range />
        </Slider.Track>
        <Slider.Thumbs />
      </Slider.Control>
    </Slider.Root>
  );

  return (
    <Stack gap="4">
      {/* A plain file input, named by its label and described by the rules, or by the problem with
          the chosen file (aria-invalid then). */}
      <Field.Root invalid={!!problem}>
        <Field.Label htmlFor={inputId}>Image file</Field.Label>
        <input
          id={inputId}
          type="file"
          accept={AVATAR_TYPES.join(',')}
          onChange={(e) => choose(e.target.files?.[0])}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${errorId} ${helpId}` : helpId}
        />
        <Field.HelperText id={helpId}>PNG, JPEG or WebP, at most 10 MB.</Field.HelperText>
        <Field.ErrorText id={errorId}>{problem}</Field.ErrorText>
      </Field.Root>
      {image ? (
        <Stack gap="3">
          <HStack justify="center">
            <Box borderRadius="full" overflow="hidden" boxSize={`${PREVIEW}px`} borderWidth="1px">
              <canvas
                ref={preview}
                role="img"
                aria-label="Preview of your profile picture"
                width={PREVIEW}
                height={PREVIEW}
              />
            </Box>
          </HStack>
          {slider('Zoom', zoom, 1, 4, setZoom)}
          {slider('Left to right', panX, -1, 1, setPanX)}
          {slider('Top to bottom', panY, -1, 1, setPanY)}
        </Stack>
      ) : (
        <Text fontSize="sm" color="fg.muted">
          Choose an image to preview and crop it.
        </Text>
      )}
      {upload.error && !problem ? <FormError>The picture was not saved: {humanMessage(upload.error)}</FormError> : null}
      <FormActions
        onCancel={close}
        pending={upload.isPending}
        label="Save picture"
        pendingLabel="Uploading…"
        onConfirm={send}
        disabled={!image}
      />
    </Stack>
  );
}
