/** One A4 sheet on screen (shadowed page; on a phone, with a narrow margin) that prints edge to edge within the @page margins. */
export function HojaA4({ children, className = "" }: { children: React.ReactNode; className?: string }) {
  return (
    <div className={`mx-auto my-6 w-full max-w-[210mm] bg-white p-[15mm] shadow-lg max-sm:p-4 print:m-0 print:max-w-none print:p-0 print:shadow-none ${className}`}>
      {children}
    </div>
  );
}
