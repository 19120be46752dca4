// /newsletter/{issue} on a creator's domain: the page's published e-mail, as ../page.tsx serves its archive.
export const revalidate = 60;

export { default, generateMetadata, generateStaticParams } from "../../../newsletter/[issue]/page";
