import { describe, expect, it } from "vitest";
import { fileTypeFromUrl, isDownloadableUrl, parsesAsUrl, toDirectDownloadUrl } from "@/lib/ebooks/links";

describe("toDirectDownloadUrl", () => {
  it("turns Google Drive share links into direct downloads", () => {
    expect(toDirectDownloadUrl("https://drive.google.com/file/d/1AbC-d_9xYz/view?usp=sharing")).toBe(
      "https://drive.google.com/uc?export=download&id=1AbC-d_9xYz",
    );
    expect(toDirectDownloadUrl("https://drive.google.com/open?id=1AbC-d_9xYz")).toBe(
      "https://drive.google.com/uc?export=download&id=1AbC-d_9xYz",
    );
    expect(toDirectDownloadUrl("  https://docs.google.com/file/d/XYZ123/edit  ")).toBe(
      "https://drive.google.com/uc?export=download&id=XYZ123",
    );
  });

  it("makes Dropbox links download (dl=1), keeping their other parameters", () => {
    expect(toDirectDownloadUrl("https://www.dropbox.com/s/abc123/guide.pdf?dl=0")).toBe(
      "https://www.dropbox.com/s/abc123/guide.pdf?dl=1",
    );
    expect(toDirectDownloadUrl("https://www.dropbox.com/scl/fi/xyz/guide.epub?rlkey=k1&dl=0")).toBe(
      "https://www.dropbox.com/scl/fi/xyz/guide.epub?rlkey=k1&dl=1",
    );
    expect(toDirectDownloadUrl("https://dropbox.com/s/abc/guide.pdf")).toBe(
      "https://dropbox.com/s/abc/guide.pdf?dl=1",
    );
  });

  it("leaves every other link, and text that is not a URL, as it is", () => {
    expect(toDirectDownloadUrl("https://example.com/book.pdf")).toBe("https://example.com/book.pdf");
    expect(toDirectDownloadUrl("https://drive.google.com/drive/folders")).toBe(
      "https://drive.google.com/drive/folders",
    );
    expect(toDirectDownloadUrl("/downloads/ebooks/x.pdf")).toBe("/downloads/ebooks/x.pdf");
    expect(toDirectDownloadUrl("not a url")).toBe("not a url");
  });
});

describe("fileTypeFromUrl", () => {
  it("reads the extension of the path, ignoring the query and case", () => {
    expect(fileTypeFromUrl("https://example.com/files/Guide.EPUB")).toBe("epub");
    expect(fileTypeFromUrl("https://www.dropbox.com/s/abc/guide.mobi?dl=1")).toBe("mobi");
    expect(fileTypeFromUrl("/api/uploads/ebooks/0b0c4f0e-8c9e-4d59-9d2e-0d6f1e2a3b4c.pdf")).toBe("pdf");
  });

  it("gives null when the link has no extension", () => {
    expect(fileTypeFromUrl("https://drive.google.com/uc?export=download&id=1AbC")).toBeNull();
    expect(fileTypeFromUrl("https://example.com/")).toBeNull();
  });
});

describe("download URL checks", () => {
  it("tell text that is not a URL from URLs that cannot be downloaded", () => {
    expect(parsesAsUrl("hello world")).toBe(false);
    expect(parsesAsUrl("//evil.example/x.pdf")).toBe(false);
    expect(parsesAsUrl("javascript:alert(1)")).toBe(true);
    expect(isDownloadableUrl("javascript:alert(1)")).toBe(false);
    expect(isDownloadableUrl("ftp://example.com/x.pdf")).toBe(false);
    expect(isDownloadableUrl("https://example.com/x.pdf")).toBe(true);
    expect(isDownloadableUrl("/downloads/ebooks/x.pdf")).toBe(true);
  });
});
