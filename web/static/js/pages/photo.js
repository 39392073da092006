import '../photo/app.js';
