// Unknown /api paths answer JSON, never the HTML not-found page.
function noEncontrada() {
  return Response.json({ error: "not_found", message: "Ruta de la API no encontrada." }, { status: 404 });
}

export { noEncontrada as GET, noEncontrada as POST, noEncontrada as PUT, noEncontrada as DELETE, noEncontrada as PATCH };
