// Starts Swagger UI on /api/docs; kept in a file so the page needs no inline script under the CSP.
window.addEventListener("load", () => {
  window.SwaggerUIBundle({ url: "/api/openapi.json", dom_id: "#swagger-ui", deepLinking: true });
});
