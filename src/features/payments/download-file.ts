/**
 * Saves text as a file in the browser's downloads. Stories replace `save` to read what
 * would have been saved (a download cannot be observed from inside the page).
 */
export const fileDownload = {
  save(name: string, text: string, type: string) {
    const url = URL.createObjectURL(new Blob([text], { type }));
    const link = document.createElement('a');
    link.href = url;
    link.download = name;
    link.hidden = true;
    document.body.append(link);
    link.click();
    link.remove();
    // The download has started by now; the address is only needed for the click.
    window.setTimeout(() => URL.revokeObjectURL(url), 0);
  },
};
