// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { leavePageTo } from '../lib/leave-page';
import type { HttpHandler } from 'msw';
import { REFUND_TERMS } from '../../../../contracts/receipts';
import { CreateUploadResponse, FRAME_FACTS, ProductCheckoutResponse, ProductImageResponse } from '../../../../contracts/shop';
import { answer, answerError, mockApi } from '../../../../test/api-mock';
import { FakeXhr, galleryDrawings, installFakeXhr, parent, resetConfigurator, pngFile, renderPage, signedIn } from '../test-helpers';
import { ConfigureFramePage } from './configure-frame-page';

vi.mock('../lib/leave-page', () => ({ leavePageTo: vi.fn() }));

const UPLOAD_URL = '/api/uploads/t1?token=secret';
const CHECKOUT_URL = '/api/product-checkout';
const server = mockApi();

/** A signed-in parent: the upload is granted a URL (the file itself goes through FakeXhr), the image is confirmed, and the checkout answers. */
function serve(
  checkout: HttpHandler = answer.post(CHECKOUT_URL, ProductCheckoutResponse, { checkoutUrl: '/shop/checkout/o1', orderId: 'o1' }),
  wholePhotoPath: string | null = null,
) {
  server.use(
    signedIn(parent),
    galleryDrawings(),
    answer.post('/api/objects/upload', CreateUploadResponse, { uploadURL: UPLOAD_URL }),
    answer.put('/api/product-image', ProductImageResponse, { objectPath: '/objects/art-1', wholePhotoPath }),
    checkout,
  );
}
const asked = (path: string) => server.requests(undefined, path).length > 0;

function chooseFile(file: File) {
  const input = document.querySelector<HTMLInputElement>('input[name="artwork"]')!;
  fireEvent.change(input, { target: { files: [file] } });
}

async function uploadArtwork() {
  chooseFile(pngFile());
  await waitFor(() => expect(FakeXhr.instances).toHaveLength(1));
  const xhr = FakeXhr.instances[0]!;
  act(() => xhr.progress(512, 2048));
  act(() => xhr.respond(200));
  await screen.findByText('Image uploaded successfully');
  return xhr;
}

beforeEach(installFakeXhr);
afterEach(resetConfigurator);

describe('ConfigureFramePage', () => {
  it('uploads with real progress, previews the artwork, and checks out a 5 inch frame once', async () => {
    serve();
    renderPage(<ConfigureFramePage params={{}} />, '/configure/frame');
    await screen.findByRole('button', { name: 'Choose Image' });
    expect(screen.getByRole('radio', { name: /7 inch Digital Frame/ }).matches(':disabled')).toBe(true);
    expect(screen.queryByText('Order Summary')).toBeNull();
    // What "animated" means, and how long delivery takes, before anything is uploaded (text
    // queries: role queries over the whole page are slow in jsdom).
    expect(screen.getByText(FRAME_FACTS.text)).toBeTruthy();
    const delivery = document.getElementById('delivery-heading')!.parentElement!;
    expect(delivery.textContent).toContain('We make it to order in 3–5 working days');
    expect(within(delivery).getByText('USA and Canada').nextElementSibling?.textContent).toBe('6–12 working days');

    chooseFile(pngFile());
    await waitFor(() => expect(FakeXhr.instances).toHaveLength(1));
    const xhr = FakeXhr.instances[0]!;
    expect(xhr).toMatchObject({ method: 'PUT', url: UPLOAD_URL, withCredentials: true, headers: { 'Content-Type': 'image/png' } });
    act(() => xhr.progress(1024, 2048));
    expect(screen.getByRole('progressbar', { name: 'Upload progress' }).getAttribute('aria-valuenow')).toBe('50');
    expect(screen.getByText('Uploading mia.png… 50%')).toBeTruthy();
    act(() => xhr.respond(200));

    expect(await screen.findByText('Image uploaded successfully')).toBeTruthy();
    expect(screen.getByText('Your artwork has been uploaded. Now choose your frame size.')).toBeTruthy();
    expect(server.requests('PUT', '/api/product-image')[0]?.body).toEqual({ imageURL: UPLOAD_URL });
    expect(screen.getByAltText("Your child's artwork in the 7 inch Digital Frame").getAttribute('src')).toBe('blob:artwork');
    expect(screen.getByRole('button', { name: 'Change Image' })).toBeTruthy();

    fireEvent.click(screen.getByRole('radio', { name: /5 inch Digital Frame/ }));
    const summary = screen.getByRole('region', { name: 'Order Summary' });
    expect(within(summary).getByText('$49.00')).toBeTruthy();
    expect(within(summary).getByText('incl. Worldwide shipping')).toBeTruthy();
    expect(within(summary).getByText('Digital Art Frame')).toBeTruthy();
    expect(screen.getByAltText("Your child's artwork in the 5 inch Digital Frame")).toBeTruthy();

    const button = within(summary).getByRole('button', { name: 'Proceed to Checkout' });
    // The keepsake's refund terms are read beside the button, before leaving to pay.
    expect(button.nextElementSibling?.textContent).toContain(REFUND_TERMS.keepsake);
    fireEvent.click(button);
    fireEvent.click(button);
    await waitFor(() => expect(leavePageTo).toHaveBeenCalledWith('/shop/checkout/o1'));
    expect(within(summary).getByRole('button', { name: 'Processing...' })).toBeTruthy();
    const checkouts = server.requests('POST', CHECKOUT_URL);
    expect(checkouts).toHaveLength(1);
    expect(checkouts[0]!.body).toEqual({
      productType: 'animated-frame',
      imageUrl: '/objects/art-1',
      configuration: { size: '5inch' },
      price: 4900,
    });
    expect(JSON.parse(sessionStorage.getItem('kritzel.shop.animated-frame')!)).toEqual({
      objectPath: '/objects/art-1',
      options: { size: '5inch', displayName: '' },
      paperCrop: null,
    });
  }, 30_000); // The longest walk of the file, and the first render: slow when the machine is busy.

  it('refuses a file over 10MB in the browser and shows the server message when an upload fails', async () => {
    serve();
    renderPage(<ConfigureFramePage params={{}} />, '/configure/frame');
    await screen.findByRole('button', { name: 'Choose Image' });

    chooseFile(pngFile(10_485_761, 'huge.png'));
    expect((await screen.findByRole('alert')).textContent).toBe('Please select an image under 10MB');
    expect(asked('/api/objects/upload')).toBe(false);

    const step = screen.getByRole('region', { name: /Upload artwork/ });
    fireEvent.drop(step.querySelector('.border-dashed')!, { dataTransfer: { files: [pngFile(), pngFile()] } });
    expect((await screen.findByRole('alert')).textContent).toBe('You can only upload 1 file');
    expect(asked('/api/objects/upload')).toBe(false);

    chooseFile(pngFile());
    await waitFor(() => expect(FakeXhr.instances).toHaveLength(1));
    act(() => FakeXhr.instances[0]!.respond(415, JSON.stringify({ code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Please upload a PNG or JPG image' })));
    expect((await screen.findByRole('alert')).textContent).toBe('Please upload a PNG or JPG image');
    expect(screen.getByRole('radio', { name: /5 inch Digital Frame/ }).matches(':disabled')).toBe(true);
  });

  it('clears processing and says "Checkout Failed" with the message, or the spec text without a URL', async () => {
    serve(answerError('post', CHECKOUT_URL, 400, { code: 'BAD_REQUEST', message: 'The price has changed. Please reload the page and try again.' }));
    renderPage(<ConfigureFramePage params={{}} />, '/configure/frame');
    await screen.findByRole('button', { name: 'Choose Image' });
    await uploadArtwork();

    fireEvent.click(screen.getByRole('button', { name: 'Proceed to Checkout' }));
    expect(await screen.findByText('Checkout Failed')).toBeTruthy();
    expect(screen.getByText('The price has changed. Please reload the page and try again.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Proceed to Checkout' })).toBeTruthy();

    // The contract always has the field; an empty one is the answer without a URL to go to.
    server.use(answer.post(CHECKOUT_URL, ProductCheckoutResponse, { checkoutUrl: '', orderId: 'o2' }));
    fireEvent.click(screen.getByRole('button', { name: 'Proceed to Checkout' }));
    expect(await screen.findByText('Failed to create checkout session')).toBeTruthy();
    expect(leavePageTo).not.toHaveBeenCalled();
  });

  it('shows the artwork cut to its paper, and lets the parent take the whole photo instead, and back', async () => {
    serve(undefined, '/objects/whole-1');
    renderPage(<ConfigureFramePage params={{}} />, '/configure/frame');
    await screen.findByRole('button', { name: 'Choose Image' });
    await uploadArtwork();
    const preview = () => screen.getByAltText("Your child's artwork in the 7 inch Digital Frame").getAttribute('src');
    // The preview is the server's cut, not the photo on the phone.
    expect(preview()).toBe('/objects/art-1');
    const cut = screen.getByRole('checkbox', { name: 'Cut to the paper' }) as HTMLInputElement;
    expect(cut.checked).toBe(true);
    expect(screen.getByText(/We left out the table around the drawing/)).toBeTruthy();

    fireEvent.click(cut);
    expect(preview()).toBe('/objects/whole-1');
    expect(screen.getByText('You are using the whole photo, as you took it.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Proceed to Checkout' }));
    await waitFor(() => expect(server.requests('POST', CHECKOUT_URL)).toHaveLength(1));
    expect((server.requests('POST', CHECKOUT_URL)[0]!.body as { imageUrl: string }).imageUrl).toBe('/objects/whole-1');
    expect(JSON.parse(sessionStorage.getItem('kritzel.shop.animated-frame')!).paperCrop).toEqual({
      paperPath: '/objects/art-1',
      wholePhotoPath: '/objects/whole-1',
    });
  });

  it("takes one of the child's own drawings as the artwork, without a new upload", async () => {
    serve();
    server.use(
      galleryDrawings([
        { fileId: 'f-week', imageUrl: '/api/files/f-week', label: 'Mia · Week 2: Calm Waves', createdAt: '2026-11-20T10:00:00.000Z' },
        { fileId: 'f-free', imageUrl: '/api/files/f-free', label: 'Free analysis', createdAt: '2026-11-01T10:00:00.000Z' },
      ]),
      answer.post('/api/product-image/from-drawing', ProductImageResponse, { objectPath: '/api/files/art-7', wholePhotoPath: null }),
    );
    renderPage(<ConfigureFramePage params={{}} />, '/configure/frame');
    fireEvent.click(await screen.findByRole('button', { name: "Choose from your child's drawings (2)" }));
    const list = screen.getByRole('list', { name: "Your child's drawings" });
    expect(list.querySelector('img')?.getAttribute('src')).toBe('/api/files/f-week?size=thumb');
    fireEvent.click(within(list).getByRole('button', { name: 'Use Mia · Week 2: Calm Waves' }));
    expect(await screen.findByText('Image uploaded successfully')).toBeTruthy();
    expect(server.requests('POST', '/api/product-image/from-drawing')[0]?.body).toEqual({ fileId: 'f-week' });
    expect(asked('/api/objects/upload')).toBe(false);
    expect(screen.getByAltText("Your child's artwork in the 7 inch Digital Frame").getAttribute('src')).toBe('/api/files/art-7');
    expect(screen.getByRole('radio', { name: /5 inch Digital Frame/ }).matches(':disabled')).toBe(false);
  });
});
